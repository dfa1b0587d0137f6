import type { ComponentProps } from 'react';
import { Button } from '@app/shared';

interface WaitButtonProps extends Omit<ComponentProps<typeof Button>, 'children' | 'disabled'> {
  label: string;
  busyLabel: string;
  busy: boolean;
  /** Seconds until the provider accepts another mail; the button counts them down. */
  seconds: number;
}

/**
 * A button that sends a mail. While the provider's minimum gap between mails runs, it shows the
 * seconds left instead of an error (docs/product.md#account) and stays focusable (aria-disabled),
 * so the keyboard does not lose its place.
 */
export function WaitButton({ label, busyLabel, busy, seconds, onClick, ...props }: WaitButtonProps) {
  const waiting = seconds > 0;
  return (
    <Button
      {...props}
      disabled={busy}
      aria-disabled={waiting || undefined}
      className={waiting ? 'cursor-not-allowed opacity-60' : undefined}
      onClick={(event) => {
        if (waiting) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {busy ? busyLabel : waiting ? `${label} (${seconds} s)` : label}
    </Button>
  );
}
