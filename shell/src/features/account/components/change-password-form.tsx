import { useId, useRef, useState, type FormEvent } from 'react';
import { AUTH_MESSAGES, AUTH_SETTINGS, Alert, Button, Input, Label, loadCredentials, toast } from '@app/shared';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { WaitButton } from '../../../components/wait-button';
import { useCountdown } from '../../../hooks/use-countdown';
import type { AccountActions } from '../api/account-actions';

export const CURRENT_PASSWORD_REQUIRED = 'Enter your current password.';
export const CODE_REQUIRED = 'Enter the code from the e-mail.';
export const PASSWORD_CHANGED = 'Your password was changed. You were signed out on your other devices.';
export const CODE_SENT = (email: string) => `We sent a code to ${email}. Enter it to confirm the change.`;

export interface ChangePasswordFormProps {
  email: string;
  /** `[auth.email] secure_password_change` (AUTH_SETTINGS): a code from the inbox confirms every change. */
  secure: boolean;
  actions: Pick<AccountActions, 'verifyCurrentPassword' | 'requestReauthentication' | 'updatePassword'>;
}

/**
 * Change password (docs/product.md#account): the current password, a new one with the sign-up
 * rules and its confirmation; then, when the settings or the provider ask for it, the code mailed
 * by reauthenticate() as the nonce.
 */
export function ChangePasswordForm({ email, secure, actions }: ChangePasswordFormProps) {
  const id = useId();
  const codeRef = useRef<HTMLInputElement>(null);
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [show, setShow] = useState(false);
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'form' | 'code'>('form');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sendingCode, setSendingCode] = useState(false);
  const { seconds, start } = useCountdown();

  function finish() {
    setCurrent('');
    setPassword('');
    setConfirm('');
    setCode('');
    setStep('form');
    setDone(true);
    toast({ title: PASSWORD_CHANGED });
  }

  /** Mails a code; on success or inside the wait between mails, the code step shows. */
  async function sendCode(): Promise<void> {
    setSendingCode(true);
    const result = await actions.requestReauthentication();
    setSendingCode(false);
    if (result.status === 'error') {
      setError(result.message);
      return;
    }
    start(result.status === 'wait' ? result.seconds : AUTH_SETTINGS.emailMaxFrequencySeconds);
    setStep('code');
    requestAnimationFrame(() => codeRef.current?.focus());
  }

  async function run(work: () => Promise<void>) {
    setError(null);
    setDone(false);
    setBusy(true);
    try {
      await work();
    } catch (cause) {
      console.error('Change-password form failed:', cause instanceof Error ? cause.message : cause);
      setError(AUTH_MESSAGES.unexpected);
    } finally {
      setBusy(false);
    }
  }

  function submitForm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(async () => {
      if (current === '') return setError(CURRENT_PASSWORD_REQUIRED);
      const { checkNewPassword } = await loadCredentials();
      const check = checkNewPassword(password, confirm);
      if (!check.success) return setError(check.message);
      const verified = await actions.verifyCurrentPassword(email, current);
      if (verified.status === 'error') return setError(verified.message);
      if (secure) return sendCode();
      const result = await actions.updatePassword(check.data);
      if (result.status === 'updated') return finish();
      if (result.status === 'reauthenticate') return sendCode();
      setError(result.message);
    });
  }

  function submitCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(async () => {
      const nonce = code.trim();
      if (nonce === '') return setError(CODE_REQUIRED);
      const result = await actions.updatePassword(password, nonce);
      if (result.status === 'updated') return finish();
      setError(result.status === 'error' ? result.message : CODE_REQUIRED);
    });
  }

  const errorId = `${id}-error`;
  const errorAlert = error ? (
    <Alert variant="destructive" id={errorId}>
      {error}
    </Alert>
  ) : null;

  if (step === 'code') {
    return (
      <form onSubmit={submitCode} noValidate className="space-y-4">
        {errorAlert}
        <p className="text-sm">{CODE_SENT(email)}</p>
        <div className="space-y-2">
          <Label htmlFor={`${id}-code`}>Code from the e-mail</Label>
          <Input
            ref={codeRef}
            id={`${id}-code`}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            disabled={busy}
            required
          />
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button type="submit" disabled={busy}>
            {busy ? 'Changing password...' : 'Confirm change'}
          </Button>
          <WaitButton
            type="button"
            variant="outline"
            label="Send a new code"
            busyLabel="Sending..."
            busy={sendingCode}
            seconds={seconds}
            onClick={() => {
              setError(null);
              void sendCode();
            }}
          />
          <Button
            type="button"
            variant="ghost"
            disabled={busy}
            onClick={() => {
              setStep('form');
              setError(null);
              setCode('');
            }}
          >
            Cancel
          </Button>
        </div>
      </form>
    );
  }

  return (
    <form onSubmit={submitForm} noValidate className="space-y-4">
      {errorAlert}
      <p role="status" className={done ? 'rounded-lg border border-border bg-muted px-4 py-3 text-sm' : 'sr-only'}>
        {done ? PASSWORD_CHANGED : ''}
      </p>
      <div className="space-y-2">
        <Label htmlFor={`${id}-current`}>Current password</Label>
        <Input
          id={`${id}-current`}
          name="current-password"
          type={show ? 'text' : 'password'}
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          disabled={busy}
          required
        />
      </div>
      <NewPasswordFields
        idPrefix={id}
        password={password}
        confirm={confirm}
        onPasswordChange={setPassword}
        onConfirmChange={setConfirm}
        show={show}
        onShowChange={setShow}
        disabled={busy}
        invalid={error !== null}
        describedBy={error ? errorId : undefined}
      />
      <Button type="submit" disabled={busy || sendingCode}>
        {busy || sendingCode ? 'Changing password...' : 'Change password'}
      </Button>
    </form>
  );
}
