import { KIT_FACTS } from '@app/shared';
import { Package, TestTube, Stethoscope, type LucideIcon } from 'lucide-react';

export interface HowItWorksStep {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** docs/product.md#landing-page: order the kit, test in 15 minutes, get care and support. */
export const howItWorksSteps: readonly HowItWorksStep[] = [
  {
    icon: Package,
    title: 'Order the kit',
    text: 'Your kit ships to your door in discreet packaging, with nothing on the outside that says what is inside.',
  },
  {
    icon: TestTube,
    title: `Test in ${KIT_FACTS.resultMinutes} minutes`,
    text: `Collect a urine sample, add it to the cartridge and get results for ${KIT_FACTS.conditions.length} conditions in ${KIT_FACTS.resultMinutes} minutes, in private.`,
  },
  {
    icon: Stethoscope,
    title: 'Get care and support',
    text: 'Talk to licensed providers through telehealth consultations 7 days a week, with prescription delivery (same-day options) and partner notification when you need them.',
  },
];
