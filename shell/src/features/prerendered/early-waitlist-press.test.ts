import { beforeEach, describe, expect, it, vi } from 'vitest';

const trackEvent = vi.fn();
vi.mock('@app/shared', async (original) => ({ ...(await original<typeof import('@app/shared')>()), trackEvent }));

const { EARLY_WAITLIST_PRESS_KEY, recordEarlyWaitlistPress } = await import('./early-waitlist-press');

describe('recordEarlyWaitlistPress', () => {
  beforeEach(() => {
    trackEvent.mockClear();
    sessionStorage.clear();
  });

  it('records the noted press once, with its source only, on the landing page it was made on', () => {
    sessionStorage.setItem(EARLY_WAITLIST_PRESS_KEY, 'hero');
    recordEarlyWaitlistPress();
    recordEarlyWaitlistPress();
    expect(trackEvent).toHaveBeenCalledTimes(1);
    expect(trackEvent).toHaveBeenCalledWith('waitlist_join', { source: 'hero' }, { pagePath: '/' });
    expect(sessionStorage.getItem(EARLY_WAITLIST_PRESS_KEY)).toBeNull();
  });

  it('records nothing when no press was noted, or when the note is not a source', () => {
    recordEarlyWaitlistPress();
    sessionStorage.setItem(EARLY_WAITLIST_PRESS_KEY, '<img src=x>');
    recordEarlyWaitlistPress();
    expect(trackEvent).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(EARLY_WAITLIST_PRESS_KEY)).toBeNull();
  });

  it('records nothing, and does not throw, when storage is refused', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(() => recordEarlyWaitlistPress(refusing)).not.toThrow();
    expect(trackEvent).not.toHaveBeenCalled();
  });
});
