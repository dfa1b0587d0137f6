import { Clock, Hourglass, EyeOff, type LucideIcon } from 'lucide-react';

export interface ProblemPoint {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** Why people put off testing: the gaps the kit is built to close. */
export const problemPoints: readonly ProblemPoint[] = [
  {
    icon: Clock,
    title: 'Appointments get in the way',
    text: 'Booking a clinic visit, taking time off and sitting in a waiting room is enough to make many people put testing off.',
  },
  {
    icon: EyeOff,
    title: 'Stigma keeps people quiet',
    text: 'Worrying about being judged, or being seen, stops people from asking the questions that matter for their health.',
  },
  {
    icon: Hourglass,
    title: 'Waiting for answers is stressful',
    text: 'Lab results can take 2-7 business days, and not knowing in the meantime is hard on you and on your partners.',
  },
];
