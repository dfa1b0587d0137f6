import { cn } from '../lib/cn';

export const memberMenuTriggerClass = cn(
  'inline-flex h-10 max-w-[16rem] items-center gap-2 rounded-md border border-border bg-background px-3 text-sm font-medium text-foreground',
  'hover:bg-secondary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
);

/** What the menu button shows: the member's e-mail (or a label) and a chevron. */
export function MemberMenuTriggerFace({ email, label }: { email: string; label?: string }) {
  return (
    <>
      <span className="truncate">{label ?? email}</span>
      <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="m4 6 4 4 4-4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </>
  );
}
