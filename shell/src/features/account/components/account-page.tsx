import { useEffect, useId, useState, type ReactNode } from 'react';
import {
  AUTH_SETTINGS,
  Alert,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  DeleteMyDataActions,
  Link,
  PRODUCT_NAME,
  paths,
  useAuthStore,
} from '@app/shared';
import { clearFragment, readAuthFragment } from '../../auth/read-auth-fragment';
import { accountActions, type AccountActions } from '../api/account-actions';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';

export const EMAIL_HALF_CONFIRMED =
  'One address is confirmed. Follow the link we sent to the other address to finish changing your e-mail.';
export const EMAIL_LINK_EXPIRED = 'This e-mail change link has expired or was already used. Ask for the change again to get new links.';
export const EMAIL_LINK_FAILED = 'This e-mail change link did not work. Ask for the change again to get new links.';

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card>
      <section aria-labelledby={id}>
        <CardHeader>
          <h2 id={id} className="text-lg font-semibold">
            {title}
          </h2>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </section>
    </Card>
  );
}

/**
 * /account, members only (docs/product.md#account): change password, change e-mail, and the
 * deletions of the member menu. The e-mail change links come back here with a note or an error
 * in the fragment.
 */
export function AccountPage({ actions = accountActions }: { actions?: AccountActions }) {
  const email = useAuthStore((s) => s.user?.email ?? '');
  const [notice] = useState(() => readAuthFragment(window.location.hash));
  useEffect(() => {
    if (notice) clearFragment();
  }, [notice]);

  return (
    <main className="min-h-screen bg-gradient-to-b from-teal-50 to-background px-4 py-12">
      <div className="mx-auto w-full max-w-2xl space-y-6">
        <div className="space-y-2">
          <Link to={paths.home.getHref()} className="text-2xl font-bold text-primary">
            {PRODUCT_NAME}
          </Link>
          <h1 className="text-3xl font-semibold">Account settings</h1>
          <p className="text-muted-foreground">
            Signed in as <span className="font-medium text-foreground">{email}</span>
          </p>
        </div>
        {notice?.kind === 'half-confirmed' ? (
          <p role="status" className="rounded-lg border border-border bg-muted px-4 py-3 text-sm">
            {EMAIL_HALF_CONFIRMED}
          </p>
        ) : null}
        {notice?.kind === 'expired' ? <Alert variant="destructive">{EMAIL_LINK_EXPIRED}</Alert> : null}
        {notice?.kind === 'failed' ? <Alert variant="destructive">{EMAIL_LINK_FAILED}</Alert> : null}
        <Section title="Change password" description="Enter your current password, then the new one twice.">
          <ChangePasswordForm email={email} secure={AUTH_SETTINGS.securePasswordChange} actions={actions} />
        </Section>
        <Section title="Change e-mail" description="We will send confirmation links; the change takes effect once you follow them.">
          <ChangeEmailForm email={email} doubleConfirm={AUTH_SETTINGS.doubleConfirmChanges} actions={actions} />
        </Section>
        <Section title="Your data" description="Delete your chat history, or your account and everything linked to it.">
          <DeleteMyDataActions />
        </Section>
        <p>
          <Link className="text-sm underline" to={paths.home.getHref()}>
            Back to Home
          </Link>
        </p>
      </div>
    </main>
  );
}
