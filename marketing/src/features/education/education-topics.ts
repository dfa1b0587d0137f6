import type { TopicId } from '@app/shared';
import { BookHeart, CalendarCheck, HeartHandshake, Lightbulb, Microscope, ShieldCheck, type LucideIcon } from 'lucide-react';

export interface EducationTopic {
  id: TopicId;
  title: string;
  description: string;
  icon: LucideIcon;
  /** docs/product.md#landing-page: three topics per card, exact texts. */
  topics: readonly [string, string, string];
}

/** A small teaser of the library: kept here so the landing never loads the library's content. */
export const educationTopics: readonly EducationTopic[] = [
  {
    id: 'sexual-health-basics',
    title: 'Sexual Health Basics',
    description: 'The essentials of looking after your sexual health, explained plainly and without judgment.',
    icon: BookHeart,
    topics: ['Safe Sex Practices', 'Consent & Communication', 'Regular Testing'],
  },
  {
    id: 'understanding-stis',
    title: 'Understanding STIs',
    description: 'How common infections spread, what symptoms to look for and how they are treated.',
    icon: Microscope,
    topics: ['Common STIs', 'Symptoms Guide', 'Treatment Options'],
  },
  {
    id: 'prevention-protection',
    title: 'Prevention & Protection',
    description: 'Practical ways to lower your risk and choose the protection that fits your life.',
    icon: ShieldCheck,
    topics: ['Barrier Methods', 'PrEP Information', 'Risk Reduction'],
  },
  {
    id: 'relationship-health',
    title: 'Relationship Health',
    description: 'Talking with partners about testing, status and boundaries, with less awkwardness.',
    icon: HeartHandshake,
    topics: ['Partner Communication', 'Disclosure Guidelines', 'Support Networks'],
  },
  {
    id: 'when-to-get-tested',
    title: 'When to Get Tested',
    description: 'How often to test, what affects your timing and how to get ready for a test.',
    icon: CalendarCheck,
    topics: ['Testing Schedule', 'Risk Assessment', 'Test Preparation'],
  },
  {
    id: 'myths-vs-facts',
    title: 'Myths vs. Facts',
    description: 'Common misconceptions set straight with what the science actually says.',
    icon: Lightbulb,
    topics: ['Common Myths', 'Scientific Facts', 'Expert Insights'],
  },
];
