import { useId, useState, type FormEvent } from 'react';
import { AUTH_MESSAGES, Alert, Button, loadCredentials, type PasswordResult } from '@app/shared';
import { NewPasswordFields } from '../../../components/new-password-fields';

export const RESET_NEEDS_NEW_LINK = 'For your security, this link can no longer set a password. Request a new reset link.';

export interface SetPasswordFormProps {
  onUpdate: (password: string) => Promise<PasswordResult>;
  onDone: () => void;
}

/** The set-new-password form of /auth/reset: the sign-up password rules, a confirmation, then the provider. */
export function SetPasswordForm({ onUpdate, onDone }: SetPasswordFormProps) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [show, setShow] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setSubmitting(true);
    try {
      const { checkNewPassword } = await loadCredentials();
      const check = checkNewPassword(password, confirm);
      if (!check.success) {
        setError(check.message);
        return;
      }
      const result = await onUpdate(check.data);
      if (result.status === 'updated') onDone();
      else setError(result.status === 'error' ? result.message : RESET_NEEDS_NEW_LINK);
    } catch (cause) {
      console.error('Set-password form failed:', cause instanceof Error ? cause.message : cause);
      setError(AUTH_MESSAGES.unexpected);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      {error ? (
        <Alert variant="destructive" id={`${id}-error`}>
          {error}
        </Alert>
      ) : null}
      <NewPasswordFields
        idPrefix={id}
        password={password}
        confirm={confirm}
        onPasswordChange={setPassword}
        onConfirmChange={setConfirm}
        show={show}
        onShowChange={setShow}
        disabled={submitting}
        invalid={error !== null}
        describedBy={error ? `${id}-error` : undefined}
      />
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? 'Updating...' : 'Update password'}
      </Button>
    </form>
  );
}
