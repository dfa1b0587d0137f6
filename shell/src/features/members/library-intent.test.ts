import { afterEach, describe, expect, it, vi } from 'vitest';
import { markContentReady } from '@app/shared';
import { watchLibraryIntent } from './library-intent';

function link(href: string) {
  const a = document.createElement('a');
  a.href = href;
  a.textContent = href;
  document.body.appendChild(a);
  return a;
}

afterEach(() => {
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});

describe('watchLibraryIntent', () => {
  it('preloads once when a member points at or focuses a library link', () => {
    window.history.replaceState(null, '', '/privacy-policy');
    const preload = vi.fn(async () => undefined);
    const stop = watchLibraryIntent(() => true, preload);
    link('/privacy-policy').dispatchEvent(new Event('pointerover', { bubbles: true }));
    link('https://example.org/resources/prep-guide').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preload).not.toHaveBeenCalled();
    const guide = link('/resources/prep-guide');
    guide.dispatchEvent(new Event('pointerover', { bubbles: true }));
    guide.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    link('/educational-resources').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(preload).toHaveBeenCalledTimes(1);
    stop();
  });

  it('starts from a focused link too, and from a child of the link', () => {
    window.history.replaceState(null, '', '/privacy-policy');
    const preload = vi.fn(async () => undefined);
    const stop = watchLibraryIntent(() => true, preload);
    const a = link('/search?q=hpv');
    const icon = document.createElement('span');
    a.appendChild(icon);
    icon.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(preload).toHaveBeenCalledTimes(1);
    stop();
  });

  it('does nothing for someone without a stored session', () => {
    window.history.replaceState(null, '', '/privacy-policy');
    const preload = vi.fn(async () => undefined);
    const stop = watchLibraryIntent(() => false, preload);
    link('/resources/prep-guide').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preload).not.toHaveBeenCalled();
    stop();
  });

  it('on the landing page, preloads once the page is on screen and the browser is idle', async () => {
    const idle = vi.fn((run: () => void) => {
      run();
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', idle);
    const preload = vi.fn(async () => undefined);
    const stop = watchLibraryIntent(() => true, preload);
    expect(preload).not.toHaveBeenCalled();
    markContentReady();
    await vi.waitFor(() => expect(preload).toHaveBeenCalledTimes(1));
    stop();
    vi.unstubAllGlobals();
  });
});
