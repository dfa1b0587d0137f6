import { KIT_FACTS } from '@app/shared';

export interface Stat {
  value: string;
  label: string;
}

/** Only numbers SPEC states: 6 conditions, 15 minutes, 7 days a week, 10,000+. */
export const stats: readonly Stat[] = [
  { value: String(KIT_FACTS.conditions.length), label: 'conditions in one test' },
  { value: `${KIT_FACTS.resultMinutes} minutes`, label: 'to results' },
  { value: '7 days a week', label: 'telehealth with licensed providers' },
  { value: KIT_FACTS.waitlistClaim, label: 'people on the waitlist' },
];
