import type { AnalyticsSummaryRow } from '../api/get-analytics-summary';
import { EventCard } from './event-card';

/** A card per event type (docs/product.md#admin-dashboard), busiest first as the server orders them. */
export function SummaryCards({ rows }: { rows: readonly AnalyticsSummaryRow[] }) {
  return (
    <section aria-labelledby="analytics-totals-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="analytics-totals-heading" className="text-xl font-semibold text-foreground">
          Events by type
        </h2>
        <p className="text-sm text-muted-foreground">
          All-time totals. Unique users counts signed-in people; visits by signed-out visitors add to the totals only.
        </p>
      </div>
      <ul role="list" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {rows.map((row) => (
          <li key={row.event_type}>
            <EventCard row={row} />
          </li>
        ))}
      </ul>
    </section>
  );
}
