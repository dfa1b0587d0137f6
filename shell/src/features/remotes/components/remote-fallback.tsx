import { Button } from '@app/shared';

interface RemoteFallbackProps {
  label: string;
  message: string;
  onRetry: () => void;
  compact?: boolean;
}

/** Says which part of the site failed and offers a retry; the rest of the page keeps working. */
export function RemoteFallback({ label, message, onRetry, compact = false }: RemoteFallbackProps) {
  if (compact) {
    return (
      <div role="alert" className="flex items-center gap-3 rounded-lg border border-border bg-background p-3 text-sm shadow-lg">
        <span>The {label} is unavailable.</span>
        <Button size="sm" variant="outline" onClick={onRetry}>
          Retry
        </Button>
      </div>
    );
  }
  return (
    <section role="alert" className="mx-auto my-16 max-w-lg rounded-xl border border-border bg-muted p-8 text-center">
      <h2 className="text-xl font-semibold">The {label} could not be loaded</h2>
      <p className="mt-2 text-sm text-muted-foreground">{message}</p>
      <p className="mt-1 text-sm text-muted-foreground">The rest of the site still works. Try again in a moment.</p>
      <Button className="mt-6" onClick={onRetry}>
        Retry
      </Button>
    </section>
  );
}
