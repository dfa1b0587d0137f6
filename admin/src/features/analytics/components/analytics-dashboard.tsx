import { useState } from 'react';
import { Button, Spinner, paths, Link } from '@app/shared';
import { ChartLine, LockKeyhole, ShieldAlert, TriangleAlert } from 'lucide-react';
import { useAnalyticsSummary } from '../api/get-analytics-summary';
import { CHART_DAYS, type ChartRange } from '../api/get-events-per-day';
import { useCurrentUser } from '../api/get-current-user';
import { ANALYTICS_MESSAGES, analyticsErrorKind, analyticsErrorMessage } from '../utils/analytics-error';
import { AnalyticsNotice } from './analytics-notice';
import { EventsPerDaySection } from './events-per-day-section';
import { RangeSelect } from './range-select';
import { RemotesSection } from './remotes-section';
import { SummaryCards } from './summary-cards';
import { TrafficSection } from './traffic-section';

/**
 * The dashboard's states (docs/product.md#admin-dashboard): loading, not logged in, not admin, failed,
 * unexpected, no data, data. Only the server decides who is an admin.
 */
export function AnalyticsDashboard() {
  const userQuery = useCurrentUser();
  const user = userQuery.data ?? null;
  const summary = useAnalyticsSummary({ userId: user?.id ?? null });
  // The range of everything under the cards (the cards are all-time totals).
  const [days, setDays] = useState<ChartRange>(CHART_DAYS);

  if (userQuery.isPending) return <Spinner label="Loading analytics..." />;
  if (userQuery.isError) {
    return <AnalyticsNotice role="alert" tone="destructive" icon={TriangleAlert} title={ANALYTICS_MESSAGES.unexpected} />;
  }
  if (!user) {
    return (
      <AnalyticsNotice role="alert" icon={LockKeyhole} title={ANALYTICS_MESSAGES.notLoggedIn}>
        <Button asChild>
          <Link to={paths.auth.getHref()}>Sign In</Link>
        </Button>
      </AnalyticsNotice>
    );
  }
  if (summary.isPending) return <Spinner label="Loading analytics..." />;
  if (summary.isError) {
    const kind = analyticsErrorKind(summary.error);
    return (
      <AnalyticsNotice
        role="alert"
        tone={kind === 'not-admin' ? 'neutral' : 'destructive'}
        icon={kind === 'not-admin' ? ShieldAlert : TriangleAlert}
        title={analyticsErrorMessage(summary.error)}
      >
        {kind === 'not-admin' ? (
          <p className="max-w-md text-sm text-muted-foreground">Ask an administrator to grant your account access.</p>
        ) : (
          <Button variant="outline" onClick={() => void summary.refetch()}>
            Try again
          </Button>
        )}
      </AnalyticsNotice>
    );
  }
  if (summary.data.length === 0) {
    return (
      <AnalyticsNotice role="status" icon={ChartLine} title="No Data Yet">
        <p className="max-w-md text-sm text-muted-foreground">Events appear here as visitors browse, sign up and join the waitlist.</p>
      </AnalyticsNotice>
    );
  }
  return (
    <div className="flex flex-col gap-10">
      <SummaryCards rows={summary.data} />
      <div className="-mb-4 flex flex-wrap items-center justify-between gap-3 border-t border-border pt-6">
        <p className="text-sm text-muted-foreground">The figures below cover the range chosen here.</p>
        <RangeSelect value={days} onChange={setDays} />
      </div>
      <TrafficSection userId={user.id} days={days} />
      <EventsPerDaySection userId={user.id} days={days} />
      <RemotesSection userId={user.id} days={days} />
    </div>
  );
}
