import { useEffect, useState } from 'react';
import {
  Alert,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  Link,
  PRODUCT_NAME,
  Spinner,
  cameFromRecoveryLink,
  forgetRecoveryLink,
  noteRecoveryLink,
  paths,
  startAuth,
  toast,
  useAuth,
  useNavigate,
} from '@app/shared';
import { accountActions, type AccountActions } from '../../account/api/account-actions';
import { clearFragment, readAuthFragment } from '../read-auth-fragment';
import { ForgotPasswordForm } from './forgot-password-form';
import { SetPasswordForm } from './set-password-form';

export const RESET_LINK_EXPIRED = 'This password reset link has expired or was already used. Request a new one below.';
export const RESET_LINK_FAILED = 'This password reset link did not work. Request a new one below.';
export const RESET_NO_LINK = 'To set a new password, open the link in the password reset e-mail we sent you. No e-mail? Request one below.';
export const PASSWORD_UPDATED = 'Your password was updated. You are signed in.';
export const RESET_SIGNED_IN = 'You are signed in. To change your password, go to your account settings.';

/**
 * /auth/reset (docs/product.md#account): the reset mail's link signs the person in here (supabase-js
 * reads the session from the fragment); they choose a new password and go home signed in. An expired
 * or used link arrives with the provider's error in the fragment instead, and the page offers a new one.
 */
export function ResetPasswordPage({
  actions = accountActions,
}: {
  actions?: Pick<AccountActions, 'requestPasswordReset' | 'updatePassword'>;
}) {
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const [linkError] = useState(() => {
    noteRecoveryLink(window.location.hash);
    return readAuthFragment(window.location.hash);
  });

  useEffect(() => {
    void startAuth();
    if (linkError) clearFragment();
  }, [linkError]);

  let body;
  if (loading) body = <Spinner label="Loading..." />;
  else if (linkError || !user) {
    const notice = linkError?.kind === 'expired' ? RESET_LINK_EXPIRED : linkError ? RESET_LINK_FAILED : null;
    body = (
      <div className="space-y-6">
        {notice ? <Alert variant="destructive">{notice}</Alert> : <p className="text-sm">{RESET_NO_LINK}</p>}
        <ForgotPasswordForm onRequest={actions.requestPasswordReset} />
        <p className="text-center text-sm">
          <Link className="underline" to={paths.auth.getHref()}>
            Back to sign in
          </Link>
        </p>
      </div>
    );
  } else if (!cameFromRecoveryLink()) {
    // Signed in without a reset link: the account page asks for the current password first.
    body = (
      <p className="text-sm">
        {RESET_SIGNED_IN}{' '}
        <Link className="underline" to={paths.account.getHref()}>
          Account settings
        </Link>
      </p>
    );
  } else {
    body = (
      <SetPasswordForm
        onUpdate={(password) => actions.updatePassword(password)}
        onDone={() => {
          forgetRecoveryLink();
          toast({ title: PASSWORD_UPDATED });
          navigate(paths.home.getHref());
        }}
      />
    );
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-b from-teal-50 to-background px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <Link to={paths.home.getHref()} className="mx-auto text-2xl font-bold text-primary">
            {PRODUCT_NAME}
          </Link>
          <h1 className="text-2xl font-semibold">Set a new password</h1>
          {user && !linkError ? <CardDescription>For {user.email}</CardDescription> : null}
        </CardHeader>
        <CardContent>{body}</CardContent>
      </Card>
    </main>
  );
}
