import { Alert, Button } from '@app/shared';

/** A page's content chunk failed to load (offline, a redeploy): say so and offer a retry. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <Alert variant="destructive">
        <p className="font-medium">We couldn't load {what}.</p>
        <p className="mt-1">Check your connection and try again.</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
          Try again
        </Button>
      </Alert>
    </div>
  );
}
