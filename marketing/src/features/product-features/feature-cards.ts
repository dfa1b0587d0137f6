import { KIT_FACTS } from '@app/shared';
import { BookOpen, Clock, FlaskConical, Package, Pill, Stethoscope, Users, type LucideIcon } from 'lucide-react';

export interface FeatureCard {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** The seven features: every claim comes from docs/product.md#claims. */
export const featureCards: readonly FeatureCard[] = [
  {
    icon: FlaskConical,
    title: `${KIT_FACTS.conditions.length} conditions, one test`,
    text: `Checks for ${KIT_FACTS.conditions.join(', ')} from a single urine sample and a cartridge.`,
  },
  {
    icon: Clock,
    title: `Results in ${KIT_FACTS.resultMinutes} minutes`,
    text: 'No lab, no waiting days for a call back: read your results at home, in private.',
  },
  {
    icon: Stethoscope,
    title: 'Telehealth 7 days a week',
    text: 'Telehealth consultations with licensed providers, 7 days a week, to talk through your results and next steps.',
  },
  {
    icon: Pill,
    title: 'Prescription delivery',
    text: 'If a provider prescribes treatment, it can be delivered to you, with same-day options.',
  },
  {
    icon: Package,
    title: 'Discreet packaging',
    text: 'Plain, discreet packaging from the moment it ships to the moment it reaches you.',
  },
  {
    icon: Users,
    title: 'Partner notification',
    text: 'Let partners know they should get tested too, without having to find the words on your own.',
  },
  {
    icon: BookOpen,
    title: 'Educational resource library',
    text: 'Stigma-free guides on testing, prevention and relationships, reviewed by certified healthcare professionals.',
  },
];
