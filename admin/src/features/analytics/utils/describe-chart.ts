import { formatDay, type DailySeries } from './day-series';
import { eventLabel } from './event-label';

/**
 * The chart's text equivalent for its aria-label: the period, then per event
 * type its total and its busiest day. The table carries the day-by-day detail.
 */
export function describeChart(data: DailySeries): string {
  const first = data.days[0];
  const last = data.days[data.days.length - 1];
  const period = first && last ? `from ${formatDay(first)} to ${formatDay(last)}` : 'in the selected period';
  if (data.series.length === 0) return `Events per day ${period}: no events.`;
  const parts = data.series.map((s) => {
    const peak = Math.max(...s.counts);
    const peakDay = data.days[s.counts.indexOf(peak)];
    const busiest = peak > 0 && peakDay ? `, most on ${formatDay(peakDay)} (${peak})` : '';
    return `${eventLabel(s.eventType)} ${s.total} in total${busiest}`;
  });
  return `Events per day ${period}: ${parts.join('; ')}.`;
}
