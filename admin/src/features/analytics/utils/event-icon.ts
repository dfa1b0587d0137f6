import { Activity, ClipboardList, Eye, UserPlus, type LucideIcon } from 'lucide-react';

// The event types docs/product.md#admin-dashboard names; anything else gets the default icon.
const icons: Record<string, LucideIcon> = {
  page_view: Eye,
  user_signup: UserPlus,
  waitlist_join: ClipboardList,
};

export const defaultEventIcon: LucideIcon = Activity;

export function eventIcon(eventType: string): LucideIcon {
  return Object.hasOwn(icons, eventType) ? (icons[eventType] as LucideIcon) : defaultEventIcon;
}
