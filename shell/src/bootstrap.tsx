import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { whenContentReady } from '@app/shared';
import { App } from './app/app';
import { releaseEarlyClicks } from './features/prerendered/early-clicks';
import { loadRemoteModule } from './features/remotes/remote-registry';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
const render = () => createRoot(root).render(app);

if (window.location.pathname === '/') {
  // The landing page is a remote: fetch it before React's first render. When the server sent
  // the pre-rendered page (see e2e/stack/landing-include.mjs), keep it on screen until the
  // remote is here, so the first render swaps it for the live page in one commit, with no
  // spinner in between. That render is a transition: the page is already on screen, so React
  // may work in slices and leave the main thread free for the reader's taps and scrolls. A
  // remote that fails still renders, and its fallback says why.
  const landing = loadRemoteModule('marketing/Landing').catch(() => undefined);
  if (root.hasChildNodes()) {
    // Presses held by public/early-clicks.js go to the live page once it is on screen.
    void whenContentReady(60_000).then(releaseEarlyClicks);
    void landing.then(() => {
      const reactRoot = createRoot(root);
      startTransition(() => reactRoot.render(app));
    });
  } else {
    render();
  }
} else {
  render();
}
