import { useId, useState, type FormEvent } from 'react';
import { AUTH_MESSAGES, AUTH_SETTINGS, Alert, Input, Label, loadCredentials } from '@app/shared';
import { WaitButton } from '../../../components/wait-button';
import { useCountdown } from '../../../hooks/use-countdown';
import type { AccountActions } from '../api/account-actions';

export const SAME_EMAIL = 'This is already your e-mail address.';

/** Which mails went out (docs/product.md#account): to the new address, and to the current one too with double confirmation. */
export function emailChangeSent(current: string, next: string, doubleConfirm: boolean): string {
  return doubleConfirm
    ? `We sent a confirmation link to ${next} and another to ${current}. Follow both links to finish the change. Until then, keep signing in with ${current}.`
    : `We sent a confirmation link to ${next}. Follow it to finish the change. Until then, keep signing in with ${current}.`;
}

export interface ChangeEmailFormProps {
  email: string;
  /** `[auth.email] double_confirm_changes` (AUTH_SETTINGS). */
  doubleConfirm: boolean;
  actions: Pick<AccountActions, 'changeEmail'>;
}

/** Change e-mail: the sign-in e-mail rules, then updateUser({ email }); the wait between mails counts down on the button. */
export function ChangeEmailForm({ email, doubleConfirm, actions }: ChangeEmailFormProps) {
  const id = useId();
  const [next, setNext] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { seconds, start } = useCountdown();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (seconds > 0) return;
    setError(null);
    setSent(null);
    setBusy(true);
    try {
      const { checkEmail } = await loadCredentials();
      const check = checkEmail(next);
      if (!check.success) return setError(check.message);
      if (check.data.toLowerCase() === email.toLowerCase()) return setError(SAME_EMAIL);
      const result = await actions.changeEmail(check.data);
      if (result.status === 'error') return setError(result.message);
      if (result.status === 'wait') return start(result.seconds);
      setSent(emailChangeSent(email, check.data, doubleConfirm));
      start(AUTH_SETTINGS.emailMaxFrequencySeconds);
    } catch (cause) {
      console.error('Change-email form failed:', cause instanceof Error ? cause.message : cause);
      setError(AUTH_MESSAGES.unexpected);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      {error ? (
        <Alert variant="destructive" id={`${id}-error`}>
          {error}
        </Alert>
      ) : null}
      <p role="status" className={sent ? 'rounded-lg border border-border bg-muted px-4 py-3 text-sm' : 'sr-only'}>
        {sent ?? ''}
      </p>
      <div className="space-y-2">
        <Label htmlFor={`${id}-email`}>New e-mail address</Label>
        <Input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          value={next}
          onChange={(e) => setNext(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          disabled={busy}
          required
        />
      </div>
      <WaitButton type="submit" label="Change e-mail" busyLabel="Sending..." busy={busy} seconds={seconds} />
    </form>
  );
}
