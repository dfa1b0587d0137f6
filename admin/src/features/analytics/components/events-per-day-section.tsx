import { useMemo, useState } from 'react';
import { Alert, Button, Spinner } from '@app/shared';
import { CHART_DAYS, useEventsPerDay, type ChartRange } from '../api/get-events-per-day';
import { fillDailySeries } from '../utils/day-series';
import { EventsChart } from './events-chart';
import { EventsTable } from './events-table';
import { RangeSelect } from './range-select';

/** The daily trend under the totals; its own failure never hides the totals above it. */
export function EventsPerDaySection({ userId }: { userId: string }) {
  const [days, setDays] = useState<ChartRange>(CHART_DAYS);
  const query = useEventsPerDay({ userId, enabled: true, days });
  const data = useMemo(() => (query.data ? fillDailySeries(query.data, days) : null), [query.data, days]);

  return (
    <section aria-labelledby="analytics-daily-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="analytics-daily-heading" className="text-xl font-semibold text-foreground">
            Events per day
          </h2>
          <p className="text-sm text-muted-foreground">The last {days} days, by event type (UTC days).</p>
        </div>
        <RangeSelect value={days} onChange={setDays} />
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
