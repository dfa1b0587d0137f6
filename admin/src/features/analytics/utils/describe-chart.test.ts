import { describe, expect, it } from 'vitest';
import { fillDailySeries } from './day-series';
import { describeChart } from './describe-chart';

const today = new Date('2025-09-10T12:00:00Z');

describe('describeChart', () => {
  it('states the period, each type with its total and busiest day', () => {
    const data = fillDailySeries(
      [
        { day: '2025-09-08', event_type: 'page_view', count: 12 },
        { day: '2025-09-10', event_type: 'page_view', count: 3 },
        { day: '2025-09-09', event_type: 'user_signup', count: 1 },
      ],
      3,
      today,
    );
    expect(describeChart(data)).toBe(
      'Events per day from Sep 8 to Sep 10: Page View 15 in total, most on Sep 8 (12); User Signup 1 in total, most on Sep 9 (1).',
    );
  });

  it('says when there are no events', () => {
    expect(describeChart(fillDailySeries([], 30, today))).toBe('Events per day from Aug 12 to Sep 10: no events.');
  });
});
