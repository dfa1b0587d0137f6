import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { AUTH_MESSAGES, Alert, Button, Input, Label, loadCredentials, type CheckResult } from '@app/shared';

export const RESET_SENT = 'If an account exists for this address, we have sent it a link to set a new password. Check your inbox.';

export interface ForgotPasswordFormProps {
  onRequest: (email: string) => Promise<CheckResult>;
  /** Shown as 'Back to sign in' when the form replaced the sign-in form. */
  onBack?: () => void;
  /** Move focus into the form when it opens in place of another. */
  focusOnOpen?: boolean;
}

/**
 * Forgot password (docs/product.md#account): the e-mail rules of the sign-in form, then the same
 * neutral answer whether or not the address has an account.
 */
export function ForgotPasswordForm({ onRequest, onBack, focusOnOpen = false }: ForgotPasswordFormProps) {
  const id = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    if (focusOnOpen) emailRef.current?.focus();
  }, [focusOnOpen]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setSent(false);
    setSubmitting(true);
    try {
      const { checkEmail } = await loadCredentials();
      const check = checkEmail(email);
      if (!check.success) {
        setError(check.message);
        return;
      }
      const result = await onRequest(check.data);
      if (result.status === 'ok') setSent(true);
      else setError(result.message);
    } catch (cause) {
      console.error('Password reset form failed:', cause instanceof Error ? cause.message : cause);
      setError(AUTH_MESSAGES.unexpected);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <div className="space-y-1">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          Reset your password
        </h2>
        <p className="text-sm text-muted-foreground">
          Enter the e-mail address of your account and we will send you a link to set a new password.
        </p>
      </div>
      <form onSubmit={handleSubmit} noValidate className="space-y-4">
        {error ? (
          <Alert variant="destructive" id={`${id}-error`}>
            {error}
          </Alert>
        ) : null}
        <p role="status" className={sent ? 'rounded-lg border border-border bg-muted px-4 py-3 text-sm' : 'sr-only'}>
          {sent ? RESET_SENT : ''}
        </p>
        <div className="space-y-2">
          <Label htmlFor={`${id}-email`}>Email</Label>
          <Input
            ref={emailRef}
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            disabled={submitting}
            required
          />
        </div>
        <Button type="submit" className="w-full" disabled={submitting}>
          {submitting ? 'Sending...' : 'Send reset link'}
        </Button>
      </form>
      {onBack ? (
        <Button type="button" variant="link" className="w-full" onClick={onBack}>
          Back to sign in
        </Button>
      ) : null}
    </section>
  );
}
