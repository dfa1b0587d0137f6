import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@app/shared';
import { AnalyticsApiError } from '../utils/analytics-error';
import { toCount } from '../utils/to-count';
import type { ChartRange } from './get-events-per-day';

/** How many pages and referrers the dashboard lists (the RPC accepts 1..100). */
export const TOP_N = 10;

/** What get_traffic_report answers (supabase/migrations/20250901091700_traffic_report.sql). */
export interface TrafficReport {
  daysBack: number;
  since: string;
  visitors: number;
  funnel: { visitors: number; waitlistVisitors: number; signups: number; confirmed: number };
  pages: { path: string; views: number; visitors: number }[];
  referrers: { origin: string; visitors: number }[];
}

function record(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new TypeError(`get_traffic_report answered ${what} that is not an object`);
  }
  return value as Record<string, unknown>;
}

function list(value: unknown, what: string): Record<string, unknown>[] {
  if (!Array.isArray(value)) throw new TypeError(`get_traffic_report answered ${what} that is not a list`);
  return value.map((item) => record(item, `an item of ${what}`));
}

function text(value: unknown, what: string): string {
  if (typeof value !== 'string' || value === '') throw new TypeError(`get_traffic_report answered ${what} that is not a text`);
  return value;
}

/** Checks the answer's shape; anything else is a bad answer (an unexpected error on the page). */
export function parseTrafficReport(data: unknown): TrafficReport {
  const root = record(data, 'a report');
  const funnel = record(root.funnel, 'a funnel');
  return {
    daysBack: toCount(root.days_back),
    since: text(root.since, 'a start day').slice(0, 10),
    visitors: toCount(root.visitors),
    funnel: {
      visitors: toCount(funnel.visitors),
      waitlistVisitors: toCount(funnel.waitlist_visitors),
      signups: toCount(funnel.signups),
      confirmed: toCount(funnel.confirmed),
    },
    pages: list(root.pages, 'pages').map((p) => ({ path: text(p.path, 'a page'), views: toCount(p.views), visitors: toCount(p.visitors) })),
    referrers: list(root.referrers, 'referrers').map((r) => ({ origin: text(r.origin, 'a referrer'), visitors: toCount(r.visitors) })),
  };
}

/** Visitors, the funnel, top pages and top referrers over the last `daysBack` UTC days (admins only). */
export async function getTrafficReport(daysBack: ChartRange): Promise<TrafficReport> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('get_traffic_report', { days_back: daysBack, top_n: TOP_N });
  if (error) throw new AnalyticsApiError(error);
  return parseTrafficReport(data);
}

export function useTrafficReport({ userId, days }: { userId: string | null; days: ChartRange }) {
  return useQuery({
    queryKey: ['analytics', 'traffic-report', userId, days],
    queryFn: () => getTrafficReport(days),
    enabled: userId !== null,
  });
}
