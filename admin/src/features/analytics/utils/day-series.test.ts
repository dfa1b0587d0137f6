import { describe, expect, it } from 'vitest';
import { fillDailySeries, formatDay, peakCount, utcDay } from './day-series';

const today = new Date('2025-09-10T15:30:00Z');

describe('fillDailySeries', () => {
  it('makes consecutive UTC days ending today, oldest first', () => {
    const { days } = fillDailySeries([], 5, today);
    expect(days).toEqual(['2025-09-06', '2025-09-07', '2025-09-08', '2025-09-09', '2025-09-10']);
    expect(fillDailySeries([], 30, today).days).toHaveLength(30);
    expect(fillDailySeries([], 30, today).days[0]).toBe('2025-08-12');
  });

  it('fills missing days with 0 and places each count on its day', () => {
    const { series } = fillDailySeries(
      [
        { day: '2025-09-07', event_type: 'page_view', count: 4 },
        { day: '2025-09-10', event_type: 'page_view', count: 2 },
        { day: '2025-09-08', event_type: 'user_signup', count: 1 },
      ],
      5,
      today,
    );
    expect(series).toEqual([
      { eventType: 'page_view', counts: [0, 4, 0, 0, 2], total: 6 },
      { eventType: 'user_signup', counts: [0, 0, 1, 0, 0], total: 1 },
    ]);
  });

  it('orders series by total, then by name', () => {
    const { series } = fillDailySeries(
      [
        { day: '2025-09-10', event_type: 'waitlist_join', count: 3 },
        { day: '2025-09-10', event_type: 'user_signup', count: 3 },
        { day: '2025-09-09', event_type: 'page_view', count: 9 },
      ],
      3,
      today,
    );
    expect(series.map((s) => s.eventType)).toEqual(['page_view', 'user_signup', 'waitlist_join']);
  });

  it('ignores rows outside the window and rows with a malformed day', () => {
    const { series } = fillDailySeries(
      [
        { day: '2025-09-01', event_type: 'page_view', count: 100 },
        { day: 'yesterday', event_type: 'page_view', count: 50 },
        { day: '2025-13-45', event_type: 'page_view', count: 50 },
        { day: '2025-09-09', event_type: 'page_view', count: 1 },
      ],
      3,
      today,
    );
    expect(series).toEqual([{ eventType: 'page_view', counts: [0, 1, 0], total: 1 }]);
  });

  it('adds up duplicate rows for the same day and type', () => {
    const { series } = fillDailySeries(
      [
        { day: '2025-09-10', event_type: 'page_view', count: 2 },
        { day: '2025-09-10', event_type: 'page_view', count: 5 },
      ],
      2,
      today,
    );
    expect(series[0]?.counts).toEqual([0, 7]);
  });

  it('extends the window to the newest row when the client clock is behind the server', () => {
    const { days, series } = fillDailySeries([{ day: '2025-09-11', event_type: 'page_view', count: 3 }], 3, today);
    expect(days).toEqual(['2025-09-09', '2025-09-10', '2025-09-11']);
    expect(series[0]?.counts).toEqual([0, 0, 3]);
  });

  it('uses UTC days whatever the time of day', () => {
    expect(utcDay(new Date('2025-09-10T23:59:59Z'))).toBe('2025-09-10');
    expect(fillDailySeries([], 1, new Date('2025-09-10T00:00:00Z')).days).toEqual(['2025-09-10']);
  });

  it('crosses month and year boundaries', () => {
    expect(fillDailySeries([], 3, new Date('2026-01-01T08:00:00Z')).days).toEqual(['2025-12-30', '2025-12-31', '2026-01-01']);
  });

  it('refuses a window that is not a positive whole number', () => {
    expect(() => fillDailySeries([], 0, today)).toThrow(RangeError);
    expect(() => fillDailySeries([], 2.5, today)).toThrow('days must be a positive whole number (got 2.5)');
  });
});

describe('peakCount and formatDay', () => {
  it('finds the highest single-day count across series', () => {
    const data = fillDailySeries(
      [
        { day: '2025-09-09', event_type: 'a', count: 3 },
        { day: '2025-09-10', event_type: 'b', count: 8 },
      ],
      3,
      today,
    );
    expect(peakCount(data)).toBe(8);
    expect(peakCount(fillDailySeries([], 3, today))).toBe(0);
  });

  it('formats a day as a short US date', () => {
    expect(formatDay('2025-09-03')).toBe('Sep 3');
    expect(formatDay('2025-12-31')).toBe('Dec 31');
  });
});
