import { ArrowLeft } from 'lucide-react';
import { Button, Link, cn, paths } from '@app/shared';

/** The top bar of pages under the Education Center: one way back to it. */
export function BackToCenterHeader({ label, className }: { label: string; className?: string }) {
  return (
    <header className="border-b border-border bg-background">
      <nav aria-label={label} className={cn('mx-auto flex items-center px-4 py-3 sm:px-6', className)}>
        <Button asChild variant="ghost" size="sm">
          <Link to={paths.educationCenter.getHref()}>
            <ArrowLeft aria-hidden="true" />
            Back to Education Center
          </Link>
        </Button>
      </nav>
    </header>
  );
}
