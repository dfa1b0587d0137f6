import type { TrafficReport } from '../api/get-traffic-report';

export interface FunnelStep {
  key: 'visitors' | 'waitlist' | 'signups' | 'confirmed';
  label: string;
  count: number;
  /** This step's count over the previous step's, or null for the first step or after a step of 0. */
  conversion: number | null;
}

/**
 * Visit -> waitlist press -> sign-up -> confirmed e-mail, each counted over the same days. The
 * steps are not one cohort followed through (nothing links a visitor across days), so a step may
 * exceed the one before it, e.g. e-mails confirmed today for sign-ups before the range.
 */
export function funnelSteps(funnel: TrafficReport['funnel']): FunnelStep[] {
  const steps: Omit<FunnelStep, 'conversion'>[] = [
    { key: 'visitors', label: 'Visited the site', count: funnel.visitors },
    { key: 'waitlist', label: 'Pressed a waitlist button', count: funnel.waitlistVisitors },
    { key: 'signups', label: 'Signed up', count: funnel.signups },
    { key: 'confirmed', label: 'Confirmed their e-mail', count: funnel.confirmed },
  ];
  return steps.map((step, i) => {
    const previous = i === 0 ? 0 : steps[i - 1]!.count;
    return { ...step, conversion: previous === 0 ? null : step.count / previous };
  });
}

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

/** 0.256 -> '25.6%'; null -> '—' (no previous step, or it was 0). */
export function formatConversion(conversion: number | null): string {
  return conversion === null ? '—' : percent.format(conversion);
}

/** True when the range holds nothing to show at all. */
export function isEmptyReport(report: TrafficReport): boolean {
  const f = report.funnel;
  return report.visitors + f.waitlistVisitors + f.signups + f.confirmed === 0 && report.pages.length === 0 && report.referrers.length === 0;
}
