import { useId, type ReactNode } from 'react';
import { cn } from '@app/shared';

interface LandingSectionProps {
  id: string;
  /** Small label above the heading. */
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * One landing section: an anchor target (scroll-margin clears the sticky
 * header; focusable so in-page navigation moves focus here) named by its h2.
 */
export function LandingSection({ id, eyebrow, title, lead, children, className }: LandingSectionProps) {
  const titleId = useId();
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      tabIndex={-1}
      className={cn('scroll-mt-16 px-4 py-16 focus:outline-none sm:py-20', className)}
    >
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto max-w-2xl text-center">
          {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wide text-primary">{eyebrow}</p> : null}
          <h2 id={titleId} className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {title}
          </h2>
          {lead ? <p className="mt-4 text-lg text-muted-foreground">{lead}</p> : null}
        </div>
        <div className="mt-12">{children}</div>
      </div>
    </section>
  );
}
