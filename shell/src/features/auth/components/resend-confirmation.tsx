import { useEffect, useState } from 'react';
import { AUTH_SETTINGS, Alert, type MailResult } from '@app/shared';
import { WaitButton } from '../../../components/wait-button';
import { useCountdown } from '../../../hooks/use-countdown';

export interface ResendConfirmationProps {
  email: string;
  /** What led here: just signed up, or a sign-in refused for an unconfirmed address. */
  intro: string;
  onResend: (email: string) => Promise<MailResult>;
  /** A mail just went out: the provider's gap between mails runs from now. */
  initialWaitSeconds?: number;
}

/** 'Resend confirmation e-mail', with the wait between mails as a countdown (docs/product.md#account). */
export function ResendConfirmation({ email, intro, onResend, initialWaitSeconds = 0 }: ResendConfirmationProps) {
  const { seconds, start } = useCountdown();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (initialWaitSeconds > 0) start(initialWaitSeconds);
  }, [initialWaitSeconds, start]);

  async function resend() {
    setBusy(true);
    setError(null);
    setSent(false);
    const result = await onResend(email);
    setBusy(false);
    if (result.status === 'error') {
      setError(result.message);
      return;
    }
    // A new mail starts the provider's gap again; a refusal says how much of it is left.
    start(result.status === 'wait' ? result.seconds : AUTH_SETTINGS.emailMaxFrequencySeconds);
    setSent(result.status === 'sent');
  }

  return (
    <div className="mt-4 space-y-3 rounded-lg border border-border bg-muted p-3 text-sm">
      <p>{intro}</p>
      {error ? <Alert variant="destructive">{error}</Alert> : null}
      <p role="status" className={sent ? undefined : 'sr-only'}>
        {sent ? `We sent a new confirmation link to ${email}.` : ''}
      </p>
      <WaitButton
        type="button"
        variant="outline"
        className="w-full"
        label="Resend confirmation e-mail"
        busyLabel="Sending..."
        busy={busy}
        seconds={seconds}
        onClick={() => void resend()}
      />
    </div>
  );
}
