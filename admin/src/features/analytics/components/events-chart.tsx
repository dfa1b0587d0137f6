import { useRef } from 'react';
import { useElementWidth } from '../hooks/use-element-width';
import { niceTicks } from '../utils/chart-scale';
import { formatDay, peakCount, type DailySeries } from '../utils/day-series';
import { describeChart } from '../utils/describe-chart';
import { eventLabel } from '../utils/event-label';
import { chartStyle } from './chart-palette';

const DEFAULT_WIDTH = 640;
const MIN_WIDTH = 280;
const HEIGHT = 240;
const MARGIN = { top: 12, right: 16, bottom: 28, left: 40 };
const PLOT_H = HEIGHT - MARGIN.top - MARGIN.bottom;

/**
 * A hand-drawn line chart of events per day. To assistive technology it is one
 * image whose label states the period, totals and busiest days; the table
 * beside it holds every number.
 */
export function EventsChart({ data }: { data: DailySeries }) {
  const frameRef = useRef<HTMLDivElement>(null);
  // Drawn at the width it is shown at (1 unit = 1 px), so 12 px labels stay 12 px.
  const width = Math.max(MIN_WIDTH, useElementWidth(frameRef, DEFAULT_WIDTH));
  const plotW = width - MARGIN.left - MARGIN.right;
  const ticks = niceTicks(peakCount(data));
  const yMax = ticks[ticks.length - 1] ?? 1;
  const lastIndex = Math.max(1, data.days.length - 1);
  const x = (i: number) => MARGIN.left + (i / lastIndex) * plotW;
  const y = (v: number) => MARGIN.top + PLOT_H - (v / yMax) * PLOT_H;
  // First, middle and last day keep the axis readable on a phone; a few more when there is room.
  const labelCount = width >= 560 ? 5 : 3;
  const labelled = [...new Set(Array.from({ length: labelCount }, (_, k) => Math.round((k * (data.days.length - 1)) / (labelCount - 1))))];

  return (
    <figure data-slot="events-chart" className="flex flex-col gap-3">
      <div ref={frameRef} className="w-full">
        <svg
          role="img"
          aria-label={describeChart(data)}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          width={width}
          height={HEIGHT}
          className="block h-auto max-w-full"
        >
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={MARGIN.left} x2={width - MARGIN.right} y1={y(tick)} y2={y(tick)} stroke="#e2e8f0" strokeWidth={1} />
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
      </div>
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
