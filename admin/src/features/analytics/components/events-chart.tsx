import { niceTicks } from '../utils/chart-scale';
import { formatDay, peakCount, type DailySeries } from '../utils/day-series';
import { describeChart } from '../utils/describe-chart';
import { eventLabel } from '../utils/event-label';
import { chartStyle } from './chart-palette';

const WIDTH = 640;
const HEIGHT = 260;
const MARGIN = { top: 12, right: 16, bottom: 28, left: 40 };
const PLOT_W = WIDTH - MARGIN.left - MARGIN.right;
const PLOT_H = HEIGHT - MARGIN.top - MARGIN.bottom;

/**
 * A hand-drawn line chart of events per day. To assistive technology it is one
 * image whose label states the period, totals and busiest days; the table
 * beside it holds every number.
 */
export function EventsChart({ data }: { data: DailySeries }) {
  const ticks = niceTicks(peakCount(data));
  const yMax = ticks[ticks.length - 1] ?? 1;
  const lastIndex = Math.max(1, data.days.length - 1);
  const x = (i: number) => MARGIN.left + (i / lastIndex) * PLOT_W;
  const y = (v: number) => MARGIN.top + PLOT_H - (v / yMax) * PLOT_H;
  // First, middle and last day keep the axis readable on a phone.
  const labelled = [...new Set([0, Math.floor((data.days.length - 1) / 2), data.days.length - 1])];

  return (
    <figure data-slot="events-chart" className="flex flex-col gap-3">
      <svg
        role="img"
        aria-label={describeChart(data)}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        preserveAspectRatio="xMidYMid meet"
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(tick)} y2={y(tick)} stroke="#e2e8f0" strokeWidth={1} />
            <text x={MARGIN.left - 8} y={y(tick)} textAnchor="end" dominantBaseline="middle" fontSize={12} fill="#475569">
              {tick}
            </text>
          </g>
        ))}
        {labelled.map((i) => {
          const day = data.days[i];
          if (!day) return null;
          const anchor = i === 0 ? 'start' : i === data.days.length - 1 ? 'end' : 'middle';
          return (
            <text key={day} x={x(i)} y={HEIGHT - 8} textAnchor={anchor} fontSize={12} fill="#475569">
              {formatDay(day)}
            </text>
          );
        })}
        {data.series.map((s, index) => {
          const style = chartStyle(index);
          const points = s.counts.map((count, i) => `${x(i).toFixed(1)},${y(count).toFixed(1)}`).join(' ');
          return (
            <polyline
              key={s.eventType}
              data-event-type={s.eventType}
              points={points}
              fill="none"
              stroke={style.color}
              strokeWidth={2.5}
              strokeDasharray={style.dash}
              strokeLinejoin="round"
              strokeLinecap="round"
            />
          );
        })}
      </svg>
      <figcaption>
        <ul role="list" className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-foreground">
          {data.series.map((s, index) => {
            const style = chartStyle(index);
            return (
              <li key={s.eventType} className="flex items-center gap-2">
                <svg aria-hidden="true" width="28" height="8" viewBox="0 0 28 8">
                  <line x1="1" y1="4" x2="27" y2="4" stroke={style.color} strokeWidth={2.5} strokeDasharray={style.dash} />
                </svg>
                {eventLabel(s.eventType)}: {s.total.toLocaleString('en-US')}
              </li>
            );
          })}
        </ul>
      </figcaption>
    </figure>
  );
}
