import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@app/shared';
import { AnalyticsApiError } from '../utils/analytics-error';
import type { DailyEventCount } from '../utils/day-series';
import { toCount } from '../utils/to-count';

/** The ranges the dashboard offers (days, today included); the RPC itself accepts 1..365. */
export const CHART_RANGES = [7, 30, 90] as const;
export type ChartRange = (typeof CHART_RANGES)[number];
export const CHART_DAYS: ChartRange = 30;

export function isChartRange(value: unknown): value is ChartRange {
  return (CHART_RANGES as readonly unknown[]).includes(value);
}

function parseRows(data: unknown): DailyEventCount[] {
  if (data === null) return [];
  if (!Array.isArray(data)) throw new TypeError('get_events_per_day answered something other than a list');
  return data.map((row: Record<string, unknown>) => {
    if (typeof row?.day !== 'string' || typeof row.event_type !== 'string') {
      throw new TypeError('get_events_per_day answered a row without day or event_type');
    }
    return { day: row.day.slice(0, 10), event_type: row.event_type, count: toCount(row.count) };
  });
}

/** Events per UTC day and type over the last `daysBack` days (admins only, like the summary). */
export async function getEventsPerDay(daysBack: number = CHART_DAYS): Promise<DailyEventCount[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('get_events_per_day', { days_back: daysBack });
  if (error) throw new AnalyticsApiError(error);
  return parseRows(data);
}

/** Fetched only once the summary has loaded: a refused summary means a refused chart too. */
export function useEventsPerDay({ userId, enabled, days = CHART_DAYS }: { userId: string | null; enabled: boolean; days?: ChartRange }) {
  return useQuery({
    queryKey: ['analytics', 'events-per-day', userId, days],
    queryFn: () => getEventsPerDay(days),
    enabled: enabled && userId !== null,
  });
}
