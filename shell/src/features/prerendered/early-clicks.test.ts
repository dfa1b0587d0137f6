import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { releaseEarlyClicks } from './early-clicks';

// The real script the built index.html runs before the app.
const script = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../public/early-clicks.js'), 'utf8');

/** A page whose #root holds `html`, with the script run on it as the browser would. */
function prerendered(html: string) {
  document.body.innerHTML = `<div id="root">${html}</div>`;
  new Function(script)();
  return document.getElementById('root')!;
}

function press(element: Element) {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event;
}

describe('early-clicks.js with releaseEarlyClicks', () => {
  beforeEach(() => {
    window.candorEarlyClicks = undefined;
  });

  it('holds a press on a pre-rendered button and presses that same button once the page is hydrated', () => {
    const root = prerendered('<header><button aria-label="Open menu"><svg></svg></button></header>');
    const button = root.querySelector('button')!;
    expect(press(root.querySelector('svg')!).defaultPrevented).toBe(true);

    // Hydration attaches handlers to the nodes already there.
    const live = vi.fn();
    button.addEventListener('click', live);
    releaseEarlyClicks();
    expect(live).toHaveBeenCalledTimes(1);
    expect(window.candorEarlyClicks).toBeUndefined();
  });

  it('presses again only the last button pressed', () => {
    const root = prerendered('<button>Question</button><button>Question</button><button>Other</button>');
    const [first, second] = root.querySelectorAll('button');
    press(first!);
    press(second!);
    const pressed: number[] = [];
    root.querySelectorAll('button').forEach((b, i) => b.addEventListener('click', () => pressed.push(i)));
    releaseEarlyClicks();
    expect(pressed).toEqual([1]);
  });

  it('leaves links alone, and stops holding once released', () => {
    const root = prerendered('<a href="#pricing">Pricing</a><button>Menu</button>');
    expect(press(root.querySelector('a')!).defaultPrevented).toBe(false);
    releaseEarlyClicks();
    expect(press(root.querySelector('button')!).defaultPrevented).toBe(false);
  });

  it('drops a press whose button is no longer in the page (the remote failed and its fallback took the page)', () => {
    const root = prerendered('<button>Gone</button>');
    const button = root.querySelector('button')!;
    press(button);
    const gone = vi.fn();
    button.addEventListener('click', gone);
    root.innerHTML = '<button>Retry</button>';
    const other = vi.fn();
    root.querySelector('button')!.addEventListener('click', other);
    releaseEarlyClicks();
    expect(gone).not.toHaveBeenCalled();
    expect(other).not.toHaveBeenCalled();
  });

  it('holds nothing when it runs only after the app has rendered and committed (the script arrived late)', () => {
    // The app's module script comes first in the page; on /auth, say, #root holds the live form by then.
    document.documentElement.setAttribute('data-hydrated', 'true');
    try {
      const root = prerendered('<form><button type="submit">Sign In</button></form>');
      expect(window.candorEarlyClicks).toBeUndefined();
      expect(press(root.querySelector('button')!).defaultPrevented).toBe(false);
    } finally {
      document.documentElement.removeAttribute('data-hydrated');
    }
  });

  it('leaves a press on a waitlist link to the browser (the link is followed; index.html notes it)', () => {
    const root = prerendered('<a href="/auth" data-waitlist-source="hero"><span>Join the Waitlist</span></a>');
    expect(press(root.querySelector('span')!).defaultPrevented).toBe(false);
  });

  it('does nothing on a page that was not pre-rendered', () => {
    const root = prerendered('');
    expect(window.candorEarlyClicks).toBeUndefined();
    root.innerHTML = '<button>Live</button>';
    expect(press(root.querySelector('button')!).defaultPrevented).toBe(false);
    expect(() => releaseEarlyClicks()).not.toThrow();
  });
});
