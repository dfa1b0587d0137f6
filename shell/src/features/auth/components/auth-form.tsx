import { useId, useState, type FormEvent } from 'react';
import {
  AUTH_MESSAGES,
  AUTH_SETTINGS,
  Alert,
  Button,
  Input,
  Label,
  loadCredentials,
  type AuthActionResult,
  type MailResult,
} from '@app/shared';
import { ResendConfirmation } from './resend-confirmation';

export interface AuthFormProps {
  mode: 'sign-in' | 'sign-up';
  onSubmit: (email: string, password: string) => Promise<AuthActionResult>;
  onSuccess: () => void;
  /** Offered after a sign-up, and after a sign-in refused for an unconfirmed address (docs/product.md#account). */
  onResendConfirmation?: (email: string) => Promise<MailResult>;
}

export const RESEND_AFTER_SIGN_UP = (email: string) =>
  `We sent a confirmation link to ${email}. No e-mail? Check your spam folder, or send it again.`;
export const RESEND_AFTER_SIGN_IN = 'Confirm your e-mail address with the link we sent you, or send it again.';

const labels = {
  'sign-in': { idle: 'Sign In', busy: 'Signing In...', autocomplete: 'current-password' },
  'sign-up': { idle: 'Create Account', busy: 'Creating Account...', autocomplete: 'new-password' },
} as const;

/** One credentials form: docs/product.md#validation first, then the provider; errors in a banner above the form. */
export function AuthForm({ mode, onSubmit, onSuccess, onResendConfirmation }: AuthFormProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  /** The address awaiting confirmation, and whether a mail just went to it. */
  const [unconfirmed, setUnconfirmed] = useState<{ email: string; justSent: boolean } | null>(null);
  const text = labels[mode];
  const errorId = `${id}-error`;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setUnconfirmed(null);
    setSubmitting(true);
    try {
      const { checkCredentials } = await loadCredentials();
      const check = checkCredentials({ email, password });
      if (!check.success) {
        setError(check.message);
        return;
      }
      const result = await onSubmit(check.data.email, check.data.password);
      if (result.ok) {
        if (mode === 'sign-up') setUnconfirmed({ email: check.data.email, justSent: true });
        onSuccess();
      } else {
        setError(result.message);
        if (result.reason === 'email-not-confirmed') setUnconfirmed({ email: check.data.email, justSent: false });
      }
    } catch (cause) {
      // A part of the page that failed to arrive (a slow or dropped connection) must not make
      // the press look ignored: say so, and the next press tries again.
      console.error('Sign-in form failed:', cause instanceof Error ? cause.message : cause);
      setError(AUTH_MESSAGES.unexpected);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4" aria-describedby={error ? errorId : undefined}>
      {error ? (
        <Alert variant="destructive" id={errorId}>
          {error}
        </Alert>
      ) : null}
      <div className="space-y-2">
        <Label htmlFor={`${id}-email`}>Email</Label>
        <Input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined}
          disabled={submitting}
          required
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-password`}>Password</Label>
        <Input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete={text.autocomplete}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={error ? true : undefined}
          disabled={submitting}
          minLength={mode === 'sign-up' ? 6 : undefined}
          required
        />
      </div>
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? text.busy : text.idle}
      </Button>
      {unconfirmed && onResendConfirmation ? (
        <ResendConfirmation
          key={`${unconfirmed.email}-${String(unconfirmed.justSent)}`}
          email={unconfirmed.email}
          intro={unconfirmed.justSent ? RESEND_AFTER_SIGN_UP(unconfirmed.email) : RESEND_AFTER_SIGN_IN}
          onResend={onResendConfirmation}
          initialWaitSeconds={unconfirmed.justSent ? AUTH_SETTINGS.emailMaxFrequencySeconds : 0}
        />
      ) : null}
    </form>
  );
}
