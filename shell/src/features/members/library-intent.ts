import { findRoute, whenContentReady } from '@app/shared';

/**
 * Fetches the library remote's files before a member asks for them: when the pointer rests on
 * or the keyboard focuses a link to a library page, and on the landing page once it is on screen
 * and the browser is idle. Only for someone with a stored session (`signedInHint`, read at that
 * moment): anyone else is sent to /auth. Fetching is all it does (see preload-route.ts): nothing
 * runs and nothing shows before the guard's answer.
 */
export function watchLibraryIntent(signedInHint: () => boolean, preload: () => Promise<unknown>, doc: Document = document): () => void {
  let started = false;
  const start = () => {
    if (started || !signedInHint()) return;
    started = true;
    stop();
    void preload();
  };
  const onIntent = (event: Event) => {
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const url = new URL(anchor.href, doc.baseURI);
    if (url.origin !== new URL(doc.baseURI).origin) return;
    if (findRoute(url.pathname)?.owner === 'library') start();
  };
  let idleHandle: number | undefined;
  let cancelled = false;
  if (new URL(doc.baseURI).pathname === '/') {
    void whenContentReady().then(() => {
      if (cancelled) return;
      const idle = window.requestIdleCallback;
      if (idle) idleHandle = idle(start, { timeout: 5000 });
      else start();
    });
  }
  doc.addEventListener('pointerover', onIntent, { passive: true });
  doc.addEventListener('focusin', onIntent);
  function stop() {
    cancelled = true;
    if (idleHandle !== undefined) window.cancelIdleCallback?.(idleHandle);
    doc.removeEventListener('pointerover', onIntent);
    doc.removeEventListener('focusin', onIntent);
  }
  return stop;
}
