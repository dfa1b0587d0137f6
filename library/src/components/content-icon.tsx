import {
  Activity,
  Baby,
  BookOpen,
  Brain,
  Calendar,
  CalendarCheck,
  ClipboardCheck,
  FileText,
  Heart,
  HeartHandshake,
  Info,
  Lightbulb,
  MessageCircle,
  Microscope,
  Phone,
  Pill,
  Shield,
  ShieldCheck,
  Sparkles,
  Stethoscope,
  Syringe,
  TestTube,
  TriangleExclamationPoint,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '@app/shared';
import type { IconName, TopicColor } from '../lib/content-types';

// Content names its icons (front matter `icon:`); this is the one place they become lucide icons.
const icons: Record<IconName, LucideIcon> = {
  heart: Heart,
  shield: Shield,
  'shield-check': ShieldCheck,
  stethoscope: Stethoscope,
  microscope: Microscope,
  'test-tube': TestTube,
  calendar: Calendar,
  'calendar-check': CalendarCheck,
  'message-circle': MessageCircle,
  users: Users,
  'book-open': BookOpen,
  brain: Brain,
  lightbulb: Lightbulb,
  'clipboard-check': ClipboardCheck,
  pill: Pill,
  syringe: Syringe,
  'heart-handshake': HeartHandshake,
  'alert-triangle': TriangleExclamationPoint,
  info: Info,
  phone: Phone,
  'file-text': FileText,
  activity: Activity,
  sparkles: Sparkles,
  baby: Baby,
};

/** Full class names so Tailwind generates them (AA contrast: 700-800 text on 100 backgrounds). */
export const topicColorClasses: Record<TopicColor, string> = {
  rose: 'bg-rose-100 text-rose-800',
  sky: 'bg-sky-100 text-sky-800',
  emerald: 'bg-emerald-100 text-emerald-800',
  violet: 'bg-violet-100 text-violet-800',
  amber: 'bg-amber-100 text-amber-800',
  indigo: 'bg-indigo-100 text-indigo-800',
};

export function ContentIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = icons[name] ?? BookOpen;
  return <Icon aria-hidden="true" className={cn('size-6', className)} />;
}

/** The icon in a rounded, colour-tinted tile. */
export function IconTile({ name, color = 'emerald', className }: { name: IconName; color?: TopicColor; className?: string }) {
  return (
    <span className={cn('inline-flex size-12 shrink-0 items-center justify-center rounded-xl', topicColorClasses[color], className)}>
      <ContentIcon name={name} />
    </span>
  );
}
