import { formatDay, type DailySeries } from '../utils/day-series';
import { eventLabel } from '../utils/event-label';

/** Every number of the chart as a real table, for screen readers and anyone who prefers figures. */
export function EventsTable({ data, days }: { data: DailySeries; days: number }) {
  return (
    <details data-slot="events-table" className="rounded-lg border border-border bg-background">
      <summary className="cursor-pointer rounded-lg px-4 py-3 text-sm font-medium text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
        Show the daily numbers as a table
      </summary>
      <div className="overflow-x-auto px-4 pb-4" tabIndex={0} role="region" aria-label="Daily events table">
        <table className="w-full border-collapse text-left text-sm tabular-nums">
          <caption className="py-2 text-left text-sm text-muted-foreground">Events per day, last {days} days (UTC), oldest first</caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="py-2 pr-4 font-semibold">
                Date
              </th>
              {data.series.map((s) => (
                <th key={s.eventType} scope="col" className="py-2 pr-4 font-semibold">
                  {eventLabel(s.eventType)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.days.map((day, i) => (
              <tr key={day} className="border-b border-border last:border-0">
                <th scope="row" className="whitespace-nowrap py-1.5 pr-4 font-normal">
                  <time dateTime={day}>{formatDay(day)}</time>
                </th>
                {data.series.map((s) => (
                  <td key={s.eventType} className="py-1.5 pr-4">
                    {s.counts[i] ?? 0}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
