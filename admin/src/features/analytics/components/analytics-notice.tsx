import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@app/shared';

interface AnalyticsNoticeProps {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  /** 'alert' for refusals and failures (announced at once), 'status' for the empty state. */
  role: 'alert' | 'status';
  tone?: 'neutral' | 'destructive';
}

/** One panel for every non-data state of the dashboard, so they read alike. */
export function AnalyticsNotice({ icon: Icon, title, children, role, tone = 'neutral' }: AnalyticsNoticeProps) {
  return (
    <div
      data-slot="analytics-notice"
      role={role}
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border bg-background px-6 py-12 text-center shadow-sm',
        tone === 'destructive' ? 'border-destructive/40' : 'border-border',
      )}
    >
      <Icon aria-hidden="true" className={cn('size-10', tone === 'destructive' ? 'text-destructive' : 'text-primary')} />
      <p className={cn('text-lg font-semibold', tone === 'destructive' ? 'text-destructive' : 'text-foreground')}>{title}</p>
      {children}
    </div>
  );
}
