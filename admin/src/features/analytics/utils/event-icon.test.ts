import { Activity, ClipboardList, Eye, UserPlus } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { defaultEventIcon, eventIcon } from './event-icon';

describe('eventIcon', () => {
  it('has an icon for each known event type', () => {
    expect(eventIcon('page_view')).toBe(Eye);
    expect(eventIcon('user_signup')).toBe(UserPlus);
    expect(eventIcon('waitlist_join')).toBe(ClipboardList);
  });

  it('uses the default icon for every other type', () => {
    expect(defaultEventIcon).toBe(Activity);
    expect(eventIcon('user_signin')).toBe(Activity);
    expect(eventIcon('')).toBe(Activity);
    // Inherited object keys are not event types.
    expect(eventIcon('constructor')).toBe(Activity);
    expect(eventIcon('toString')).toBe(Activity);
  });
});
