import type { ReactNode } from 'react';
import { Alert, Button, Spinner } from '@app/shared';
import type { ChartRange } from '../api/get-events-per-day';
import { useTrafficReport, type TrafficReport } from '../api/get-traffic-report';
import { formatConversion, funnelSteps, isEmptyReport } from '../utils/funnel';

const count = new Intl.NumberFormat('en-US');

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-xl border border-border bg-background p-4 shadow-sm sm:p-6">
      <h3 id={id} className="text-lg font-semibold text-foreground">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** A table that scrolls sideways on narrow screens and can then be scrolled with the keyboard. */
function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={label}>
      <table className="w-full border-collapse text-left text-sm tabular-nums">{children}</table>
    </div>
  );
}

const th = 'py-2 pr-4 font-semibold';
const rowClass = 'border-b border-border last:border-0';

function FunnelTable({ report, days }: { report: TrafficReport; days: number }) {
  return (
    <ScrollTable label="Funnel table">
      <caption className="py-2 text-left text-sm text-muted-foreground">
        Funnel, last {days} days (UTC): each step counted over the same days
      </caption>
      <thead>
        <tr className="border-b border-border">
          <th scope="col" className={th}>
            Step
          </th>
          <th scope="col" className={th}>
            Count
          </th>
          <th scope="col" className={th}>
            From the step before
          </th>
        </tr>
      </thead>
      <tbody>
        {funnelSteps(report.funnel).map((step) => (
          <tr key={step.key} className={rowClass}>
            <th scope="row" className="py-1.5 pr-4 font-normal">
              {step.label}
            </th>
            <td className="py-1.5 pr-4">{count.format(step.count)}</td>
            <td className="py-1.5 pr-4">{formatConversion(step.conversion)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/**
 * A top-N list as a captioned table: one row per entry, its name as the row header, then its
 * counts. Pages and referrers are both shown this way.
 */
function RankedTable<T>({
  label,
  caption,
  columns,
  rows,
  rowKey,
  rowHeader,
  counts,
}: {
  label: string;
  caption: string;
  /** Column headers: the entry's name first, then one per count. */
  columns: readonly string[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  rowHeader: (row: T) => ReactNode;
  counts: (row: T) => readonly number[];
}) {
  return (
    <ScrollTable label={label}>
      <caption className="py-2 text-left text-sm text-muted-foreground">{caption}</caption>
      <thead>
        <tr className="border-b border-border">
          {columns.map((column) => (
            <th key={column} scope="col" className={th}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className={rowClass}>
            <th scope="row" className="break-all py-1.5 pr-4 font-normal">
              {rowHeader(row)}
            </th>
            {counts(row).map((value, i) => (
              <td key={columns[i + 1]} className="py-1.5 pr-4">
                {count.format(value)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

function PagesTable({ report, days }: { report: TrafficReport; days: number }) {
  if (report.pages.length === 0) return <p className="text-sm text-muted-foreground">No page views in the last {days} days.</p>;
  return (
    <RankedTable
      label="Top pages table"
      caption={`Top pages by views, last ${days} days (path only)`}
      columns={['Page', 'Views', 'Visitors']}
      rows={report.pages}
      rowKey={(page) => page.path}
      rowHeader={(page) => <code>{page.path}</code>}
      counts={(page) => [page.views, page.visitors]}
    />
  );
}

function ReferrersTable({ report, days }: { report: TrafficReport; days: number }) {
  if (report.referrers.length === 0) {
    return <p className="text-sm text-muted-foreground">No visitors came from another site in the last {days} days.</p>;
  }
  return (
    <RankedTable
      label="Top referrers table"
      caption={`Top referrers by visitors, last ${days} days (origin only)`}
      columns={['Referrer', 'Visitors']}
      rows={report.referrers}
      rowKey={(referrer) => referrer.origin}
      rowHeader={(referrer) => referrer.origin}
      counts={(referrer) => [referrer.visitors]}
    />
  );
}

/**
 * Unique visitors, the funnel, top pages and top referrers over the chosen range; its own failure
 * never hides the totals above it (docs/analytics.md#visitors-pages-referrers-and-the-funnel).
 */
export function TrafficSection({ userId, days }: { userId: string; days: ChartRange }) {
  const query = useTrafficReport({ userId, days });

  let body: ReactNode;
  if (query.isPending) {
    body = <Spinner label="Loading visitors..." className="py-10" />;
  } else if (query.isError) {
    body = (
      <Alert variant="destructive" className="flex flex-wrap items-center justify-between gap-3">
        <span>The visitor figures could not be loaded.</span>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else if (isEmptyReport(query.data)) {
    body = (
      <p className="rounded-xl border border-border bg-background py-6 text-center text-sm text-muted-foreground">
        No visitors in the last {days} days.
      </p>
    );
  } else {
    const report = query.data;
    body = (
      <div className="grid gap-4 lg:grid-cols-2">
        <Panel id="analytics-visitors-heading" title="Unique visitors">
          <p className="text-4xl font-bold tabular-nums text-foreground">{count.format(report.visitors)}</p>
          <p className="text-sm text-muted-foreground">
            Counted without cookies, from a hash that changes every day: a visitor who comes back on another day counts again.
          </p>
        </Panel>
        <Panel id="analytics-funnel-heading" title="Funnel">
          <FunnelTable report={report} days={days} />
        </Panel>
        <Panel id="analytics-pages-heading" title="Top pages">
          <PagesTable report={report} days={days} />
        </Panel>
        <Panel id="analytics-referrers-heading" title="Top referrers">
          <ReferrersTable report={report} days={days} />
        </Panel>
      </div>
    );
  }

  return (
    <section aria-labelledby="analytics-traffic-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="analytics-traffic-heading" className="text-xl font-semibold text-foreground">
          Visitors and conversion
        </h2>
        <p className="text-sm text-muted-foreground">The last {days} days (UTC days).</p>
      </div>
      {body}
    </section>
  );
}
