import { useMemo } from 'react';
import { Alert, Button, Spinner } from '@app/shared';
import { useEventsPerDay, type ChartRange } from '../api/get-events-per-day';
import { fillDailySeries } from '../utils/day-series';
import { EventsChart } from './events-chart';
import { EventsTable } from './events-table';

/** The daily trend over the dashboard's range; its own failure never hides the totals above it. */
export function EventsPerDaySection({ userId, days }: { userId: string; days: ChartRange }) {
  const query = useEventsPerDay({ userId, enabled: true, days });
  const data = useMemo(() => (query.data ? fillDailySeries(query.data, days) : null), [query.data, days]);

  return (
    <section aria-labelledby="analytics-daily-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="analytics-daily-heading" className="text-xl font-semibold text-foreground">
          Events per day
        </h2>
        <p className="text-sm text-muted-foreground">The last {days} days, by event type (UTC days).</p>
      </div>
      <div className="rounded-xl border border-border bg-background p-4 shadow-sm sm:p-6">
        {query.isPending ? (
          <Spinner label="Loading daily events..." className="py-10" />
        ) : query.isError ? (
          <Alert variant="destructive" className="flex flex-wrap items-center justify-between gap-3">
            <span>The daily chart could not be loaded.</span>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : data && data.series.length > 0 ? (
          <div className="flex flex-col gap-4">
            <EventsChart data={data} />
            <EventsTable data={data} days={days} />
          </div>
        ) : (
          <p className="py-6 text-center text-sm text-muted-foreground">No events in the last {days} days.</p>
        )}
      </div>
    </section>
  );
}
