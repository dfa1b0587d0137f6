import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@app/shared';
import { AnalyticsApiError } from '../utils/analytics-error';
import { toCount } from '../utils/to-count';

/** docs/product.md#data-model, "Analytics summary row". */
export interface AnalyticsSummaryRow {
  event_type: string;
  count: number;
  unique_users: number;
}

function parseRows(data: unknown): AnalyticsSummaryRow[] {
  if (data === null) return [];
  if (!Array.isArray(data)) throw new TypeError('get_analytics_summary answered something other than a list');
  return data.map((row: Record<string, unknown>) => {
    if (typeof row?.event_type !== 'string') throw new TypeError('get_analytics_summary answered a row without event_type');
    return { event_type: row.event_type, count: toCount(row.count), unique_users: toCount(row.unique_users) };
  });
}

/** docs/product.md#backend-calls, call 12. Admins only: the server refuses everyone else with 42501. */
export async function getAnalyticsSummary(): Promise<AnalyticsSummaryRow[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('get_analytics_summary');
  if (error) throw new AnalyticsApiError(error);
  return parseRows(data);
}

export function useAnalyticsSummary({ userId }: { userId: string | null }) {
  return useQuery({
    queryKey: ['analytics', 'summary', userId],
    queryFn: getAnalyticsSummary,
    enabled: userId !== null,
  });
}
