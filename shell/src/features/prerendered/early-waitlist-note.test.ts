import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EARLY_WAITLIST_PRESS_KEY } from './early-waitlist-press';

// The second inline script of shell/index.html's <head>, its own text as the page runs it: it
// notes a press on a pre-rendered waitlist link from the first byte of the page on, before
// public/early-clicks.js (deferred) has run (issue 18).
const html = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../index.html'), 'utf8');
const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).find((text) => text.includes('data-waitlist-source'))!;

function press(element: Element, init: MouseEventInit = {}) {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
  element.dispatchEvent(event);
  return event;
}

describe("index.html's early note of a waitlist press", () => {
  const added: EventListener[] = [];
  const realAdd = document.addEventListener.bind(document);

  beforeEach(() => {
    sessionStorage.clear();
    // Run the script with a document whose listeners the test can take off again.
    document.addEventListener = ((type: string, listener: EventListener) => {
      added.push(listener);
      realAdd(type, listener);
    }) as typeof document.addEventListener;
    new Function(script)();
    document.addEventListener = realAdd;
  });

  afterEach(() => {
    for (const listener of added.splice(0)) document.removeEventListener('click', listener);
    document.documentElement.removeAttribute('data-hydrated');
    document.body.innerHTML = '';
  });

  it('notes a plain press on a pre-rendered waitlist link, without holding the browser back', () => {
    document.body.innerHTML = '<div id="root"><a href="/auth" data-waitlist-source="hero"><span>Join the Waitlist</span></a></div>';
    expect(press(document.querySelector('span')!).defaultPrevented).toBe(false);
    expect(sessionStorage.getItem(EARLY_WAITLIST_PRESS_KEY)).toBe('hero');
  });

  it('notes one press however often it is made: the next page records the note once', () => {
    document.body.innerHTML = '<div id="root"><a href="/auth" data-waitlist-source="pricing">Reserve Your Spot</a></div>';
    press(document.querySelector('a')!);
    press(document.querySelector('a')!);
    expect(Object.keys(sessionStorage)).toEqual([EARLY_WAITLIST_PRESS_KEY]);
    expect(sessionStorage.getItem(EARLY_WAITLIST_PRESS_KEY)).toBe('pricing');
  });

  it('notes nothing for another link, a press with a modifier, or a link outside #root', () => {
    document.body.innerHTML =
      '<div id="root"><a href="#faq">FAQ</a><a href="/auth" data-waitlist-source="hero">Join</a></div><a href="/auth" data-waitlist-source="footer">Out</a>';
    press(document.querySelector('a[href="#faq"]')!);
    press(document.querySelector('#root a[data-waitlist-source]')!, { ctrlKey: true });
    press(document.querySelector('#root a[data-waitlist-source]')!, { shiftKey: true });
    press(document.querySelector('body > a')!);
    expect(sessionStorage.getItem(EARLY_WAITLIST_PRESS_KEY)).toBeNull();
  });

  it('leaves a press the live page handled (its link prevented the navigation), and every press once the app is live', () => {
    document.body.innerHTML = '<div id="root"><a href="/auth" data-waitlist-source="education">Sign Up</a></div>';
    const link = document.querySelector('a')!;
    const handled = (event: Event) => event.preventDefault();
    link.addEventListener('click', handled);
    press(link);
    link.removeEventListener('click', handled);
    expect(sessionStorage.getItem(EARLY_WAITLIST_PRESS_KEY)).toBeNull();

    document.documentElement.setAttribute('data-hydrated', 'true');
    press(link);
    expect(sessionStorage.getItem(EARLY_WAITLIST_PRESS_KEY)).toBeNull();
  });

  it('still lets the link be followed when storage is refused', () => {
    document.body.innerHTML = '<div id="root"><a href="/auth" data-waitlist-source="hero">Join</a></div>';
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    try {
      expect(press(document.querySelector('a')!).defaultPrevented).toBe(false);
    } finally {
      Storage.prototype.setItem = setItem;
    }
  });
});
