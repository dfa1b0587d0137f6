import { useId, useState, type FormEvent } from 'react';
import { AUTH_MESSAGES, Alert, Button, Input, Label, loadCredentials } from '@app/shared';

export interface AuthFormProps {
  mode: 'sign-in' | 'sign-up';
  onSubmit: (email: string, password: string) => Promise<{ ok: true } | { ok: false; message: string }>;
  onSuccess: () => void;
}

const labels = {
  'sign-in': { idle: 'Sign In', busy: 'Signing In...', autocomplete: 'current-password' },
  'sign-up': { idle: 'Create Account', busy: 'Creating Account...', autocomplete: 'new-password' },
} as const;

/** One credentials form: docs/product.md#validation first, then the provider; errors in a banner above the form. */
export function AuthForm({ mode, onSubmit, onSuccess }: AuthFormProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const text = labels[mode];
  const errorId = `${id}-error`;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setSubmitting(true);
    try {
      const { checkCredentials } = await loadCredentials();
      const check = checkCredentials({ email, password });
      if (!check.success) {
        setError(check.message);
        return;
      }
      const result = await onSubmit(check.data.email, check.data.password);
      if (result.ok) onSuccess();
      else setError(result.message);
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
    </form>
  );
}
