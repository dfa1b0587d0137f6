import { describe, expect, it } from 'vitest';
import { formatConversion, funnelSteps, isEmptyReport } from './funnel';
import { parseTrafficReport } from '../api/get-traffic-report';

describe('funnelSteps', () => {
  it('gives each step its conversion from the step before', () => {
    expect(funnelSteps({ visitors: 200, waitlistVisitors: 50, signups: 20, confirmed: 15 })).toEqual([
      { key: 'visitors', label: 'Visited the site', count: 200, conversion: null },
      { key: 'waitlist', label: 'Pressed a waitlist button', count: 50, conversion: 0.25 },
      { key: 'signups', label: 'Signed up', count: 20, conversion: 0.4 },
      { key: 'confirmed', label: 'Confirmed their e-mail', count: 15, conversion: 0.75 },
    ]);
  });

  it('has no conversion after a step of 0, and may exceed 100% (steps are counted over the same days, not one cohort)', () => {
    const steps = funnelSteps({ visitors: 10, waitlistVisitors: 0, signups: 2, confirmed: 3 });
    expect(steps.map((s) => s.conversion)).toEqual([null, 0, null, 1.5]);
    expect(steps.map((s) => formatConversion(s.conversion))).toEqual(['—', '0%', '—', '150%']);
  });
});

describe('formatConversion', () => {
  it('rounds to one decimal', () => {
    expect(formatConversion(1 / 3)).toBe('33.3%');
    expect(formatConversion(0.0004)).toBe('0%');
  });
});

describe('parseTrafficReport', () => {
  const answer = {
    days_back: 30,
    since: '2025-10-27',
    visitors: 12,
    funnel: { visitors: 12, waitlist_visitors: 3, signups: '2', confirmed: 1 },
    pages: [{ path: '/', views: 20, visitors: 10 }],
    referrers: [{ origin: 'https://www.google.com', visitors: 4 }],
  };

  it('reads the RPC answer (bigints may come as strings)', () => {
    const report = parseTrafficReport(answer);
    expect(report).toEqual({
      daysBack: 30,
      since: '2025-10-27',
      visitors: 12,
      funnel: { visitors: 12, waitlistVisitors: 3, signups: 2, confirmed: 1 },
      pages: [{ path: '/', views: 20, visitors: 10 }],
      referrers: [{ origin: 'https://www.google.com', visitors: 4 }],
    });
    expect(isEmptyReport(report)).toBe(false);
  });

  it('refuses a malformed answer', () => {
    expect(() => parseTrafficReport(null)).toThrow(TypeError);
    expect(() => parseTrafficReport([answer])).toThrow(/not an object/);
    expect(() => parseTrafficReport({ ...answer, pages: {} })).toThrow(/pages that is not a list/);
    expect(() => parseTrafficReport({ ...answer, referrers: [{ origin: '', visitors: 1 }] })).toThrow(/a referrer/);
    expect(() => parseTrafficReport({ ...answer, visitors: -1 })).toThrow(/count/);
  });

  it('knows an empty range', () => {
    expect(
      isEmptyReport(
        parseTrafficReport({
          ...answer,
          visitors: 0,
          funnel: { visitors: 0, waitlist_visitors: 0, signups: 0, confirmed: 0 },
          pages: [],
          referrers: [],
        }),
      ),
    ).toBe(true);
  });
});
