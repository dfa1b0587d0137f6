import { KIT_FACTS, PRODUCT_NAME } from '@app/shared';
import { BadgeCheck, FileCheck, Lock, Stethoscope, type LucideIcon } from 'lucide-react';

export interface Credential {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** Four credentials: claims about the product from docs/product.md#claims, never invented testimonials. */
export const credentials: readonly Credential[] = [
  {
    icon: Stethoscope,
    title: 'Licensed providers',
    text: 'Telehealth consultations are with licensed providers, 7 days a week.',
  },
  {
    icon: Lock,
    title: 'HIPAA-compliant',
    text: `${PRODUCT_NAME} is HIPAA-compliant, so your health information stays protected and private.`,
  },
  {
    icon: FileCheck,
    title: 'FDA approval pending',
    text: `The kit is awaiting FDA approval, with launch expected in ${KIT_FACTS.launchExpected}.`,
  },
  {
    icon: BadgeCheck,
    title: 'Expert-reviewed education',
    text: 'Every guide in our library is reviewed by certified healthcare professionals.',
  },
];
