import { cn } from '../lib/cn';

/** A labelled busy indicator; the label is what screen readers announce. */
function Spinner({ label = 'Loading...', className }: { label?: string; className?: string }) {
  return (
    <div
      data-slot="spinner"
      role="status"
      aria-live="polite"
      className={cn('flex flex-col items-center justify-center gap-3 py-16', className)}
    >
      <span aria-hidden="true" className="size-8 animate-spin rounded-full border-4 border-border border-t-primary" />
      <span className="text-sm text-muted-foreground">{label}</span>
    </div>
  );
}

export { Spinner };
