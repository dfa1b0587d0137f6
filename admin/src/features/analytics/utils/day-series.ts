/** One row of get_events_per_day: a UTC day, an event type and its count. */
export interface DailyEventCount {
  day: string;
  event_type: string;
  count: number;
}

export interface EventSeries {
  eventType: string;
  /** One count per entry of `days`, 0 where nothing happened. */
  counts: number[];
  total: number;
}

export interface DailySeries {
  /** Consecutive UTC days, oldest first, as YYYY-MM-DD. */
  days: string[];
  /** One series per event type, largest total first. */
  series: EventSeries[];
}

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function dayToTime(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

/**
 * Turns the sparse rows of get_events_per_day into one dense series per event
 * type over `days` consecutive UTC days ending today, so missing days read 0
 * instead of being skipped. The window ends on the later of `today` and the
 * newest row, so a client clock behind the server's never drops today's data.
 */
export function fillDailySeries(rows: readonly DailyEventCount[], days: number, today: Date = new Date()): DailySeries {
  if (!Number.isInteger(days) || days < 1) throw new RangeError(`days must be a positive whole number (got ${days})`);

  const validRows = rows.filter((row) => DAY_PATTERN.test(row.day) && Number.isFinite(dayToTime(row.day)));
  const newest = validRows.reduce((latest, row) => (row.day > latest ? row.day : latest), utcDay(today));
  const end = dayToTime(newest);
  const dayList = Array.from({ length: days }, (_, i) => utcDay(new Date(end - (days - 1 - i) * DAY_MS)));
  const indexOfDay = new Map(dayList.map((day, i) => [day, i]));

  const byType = new Map<string, number[]>();
  for (const row of validRows) {
    const index = indexOfDay.get(row.day);
    if (index === undefined) continue;
    const counts = byType.get(row.event_type) ?? new Array<number>(days).fill(0);
    counts[index] = (counts[index] ?? 0) + Math.max(0, row.count);
    byType.set(row.event_type, counts);
  }

  const series = [...byType.entries()]
    .map(([eventType, counts]) => ({ eventType, counts, total: counts.reduce((sum, n) => sum + n, 0) }))
    .sort((a, b) => b.total - a.total || a.eventType.localeCompare(b.eventType));
  return { days: dayList, series };
}

/** The highest single-day count across all series (0 when there is none). */
export function peakCount(data: DailySeries): number {
  return data.series.reduce((max, s) => Math.max(max, ...s.counts), 0);
}

/** A short date for axis labels and the table: '2025-09-03' → 'Sep 3'. */
export function formatDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}
