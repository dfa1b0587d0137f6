import type { ReactNode } from 'react';
import { Alert, Button, Spinner } from '@app/shared';
import type { ChartRange } from '../api/get-events-per-day';
import { useRemoteHealth, type RemoteHealth } from '../api/get-remote-health';

const count = new Intl.NumberFormat('en-US');
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

const th = 'py-2 pr-4 font-semibold';
const td = 'py-1.5 pr-4';
const rowClass = 'border-b border-border last:border-0';

/** A table that scrolls sideways on narrow screens and can then be scrolled with the keyboard. */
function ScrollTable({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={label}>
      <table data-testid={testId} className="w-full border-collapse text-left text-sm tabular-nums">
        {children}
      </table>
    </div>
  );
}

const none = <span className="text-muted-foreground">–</span>;

function ms(value: number | null): ReactNode {
  return value === null ? none : `${count.format(value)} ms`;
}

/** "25% (1 of 4)", with what went wrong said in words (the colour is never the only sign). */
function errorRate(r: RemoteHealth): ReactNode {
  if (r.loads === 0 || r.errorRate === null) return none;
  const failed = r.loads - r.ok;
  const kinds = [
    r.failed > 0 ? `${count.format(r.failed)} failed` : null,
    r.timeout > 0 ? `${count.format(r.timeout)} timed out` : null,
    r.contract > 0 ? `${count.format(r.contract)} contract broken` : null,
  ].filter(Boolean);
  return (
    <span className={failed > 0 ? 'font-semibold text-destructive' : undefined}>
      {percent.format(r.errorRate)} ({count.format(failed)} of {count.format(r.loads)})
      {kinds.length > 0 ? <span className="block text-xs font-normal">{kinds.join(', ')}</span> : null}
    </span>
  );
}

function HealthTable({ remotes, days }: { remotes: RemoteHealth[]; days: number }) {
  const columns = ['Remote', 'Current version', 'Loads', 'Load p75', 'Error rate', 'LCP p75', 'INP p75', 'CLS p75'];
  return (
    <ScrollTable label="Remote health table" testId="remote-health-table">
      <caption className="py-2 text-left text-sm text-muted-foreground">
        Remote health, last {days} days (UTC), from sampled page loads: 75th percentiles of ok loads and of the Web Vitals of the pages each
        remote renders
      </caption>
      <thead>
        <tr className="border-b border-border">
          {columns.map((c) => (
            <th key={c} scope="col" className={th}>
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {remotes.map((r) => (
          <tr key={r.remote} className={rowClass} data-testid={`remote-health-row-${r.remote}`}>
            <th scope="row" className="py-1.5 pr-4 font-normal">
              {r.remote}
            </th>
            <td className={td}>{r.currentVersion ? <code>{r.currentVersion}</code> : none}</td>
            <td className={td}>{count.format(r.loads)}</td>
            <td className={td}>{ms(r.loadP75Ms)}</td>
            <td className={td}>{errorRate(r)}</td>
            <td className={td}>{ms(r.lcpP75Ms)}</td>
            <td className={td}>{ms(r.inpP75Ms)}</td>
            <td className={td}>{r.clsP75 === null ? none : r.clsP75.toFixed(3)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

function VersionsTable({ remotes, days }: { remotes: RemoteHealth[]; days: number }) {
  const rows = remotes.flatMap((r) => r.versions.map((v) => ({ remote: r.remote, ...v })));
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">No build version was reported in the last {days} days.</p>;
  return (
    <ScrollTable label="Remote versions table" testId="remote-versions-table">
      <caption className="py-2 text-left text-sm text-muted-foreground">
        Versions loaded in the last {days} days and when each first appeared (UTC), newest first: a regression lines up with its deploy
      </caption>
      <thead>
        <tr className="border-b border-border">
          {['Remote and version', 'First seen', 'Last seen', 'Loads'].map((c) => (
            <th key={c} scope="col" className={th}>
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((v) => (
          <tr key={`${v.remote}@${v.version}`} className={rowClass}>
            <th scope="row" className="py-1.5 pr-4 font-normal">
              {v.remote} <code>{v.version}</code>
            </th>
            <td className={td}>
              <time dateTime={v.firstSeen}>{when.format(new Date(v.firstSeen))}</time>
            </td>
            <td className={td}>
              <time dateTime={v.lastSeen}>{when.format(new Date(v.lastSeen))}</time>
            </td>
            <td className={td}>{count.format(v.loads)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/**
 * Per-remote health over the chosen range (docs/analytics.md, "Remote health"); its own failure
 * never hides the rest of the dashboard.
 */
export function RemotesSection({ userId, days }: { userId: string; days: ChartRange }) {
  const query = useRemoteHealth({ userId, days });

  let body: ReactNode;
  if (query.isPending) {
    body = <Spinner label="Loading remote health..." className="py-10" />;
  } else if (query.isError) {
    body = (
      <Alert variant="destructive" className="flex flex-wrap items-center justify-between gap-3">
        <span>The remote health figures could not be loaded.</span>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else if (query.data.remotes.length === 0) {
    body = (
      <p className="rounded-xl border border-border bg-background py-6 text-center text-sm text-muted-foreground">
        No sampled page loads in the last {days} days.
      </p>
    );
  } else {
    body = (
      <div className="flex flex-col gap-4 rounded-xl border border-border bg-background p-4 shadow-sm sm:p-6">
        <HealthTable remotes={query.data.remotes} days={days} />
        <VersionsTable remotes={query.data.remotes} days={days} />
      </div>
    );
  }

  return (
    <section aria-labelledby="analytics-remotes-heading" className="flex flex-col gap-4" data-testid="remotes-section">
      <div>
        <h2 id="analytics-remotes-heading" className="text-xl font-semibold text-foreground">
          Remotes
        </h2>
        <p className="text-sm text-muted-foreground">
          How each part of the site loads and performs for real visitors, from a sample of page loads, over the last {days} days (UTC days).
        </p>
      </div>
      {body}
    </section>
  );
}
