import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { hasStoredSession } from './features/members/stored-session';
import { startMembersPage } from './features/members/start-members-page';
import { watchLibraryIntent } from './features/members/library-intent';
import { releaseEarlyClicks } from './features/prerendered/early-clicks';
import { recordEarlyWaitlistPress } from './features/prerendered/early-waitlist-press';
import { startRemoteModuleEarly } from './features/remotes/remote-registry';
import { preloadRemoteFiles, preloadTargets } from './features/remotes/preload-route';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A waitlist link pressed on the pre-rendered landing page before it was live: recorded here, once.
recordEarlyWaitlistPress();

/** A parent's effect runs once its whole tree has committed: here, once React owns the page. */
function WhenCommitted({ children, then }: { children: ReactNode; then: () => void }) {
  useEffect(then, [then]);
  return children;
}

function onCommitted() {
  // Read by e2e/tests/hydration.spec.ts, and by public/early-clicks.js should it run only now (it
  // then holds nothing); from here on every handler of the page is attached.
  document.documentElement.dataset.hydrated = 'true';
  // A press held by public/early-clicks.js goes to the button it was made on, which hydration kept.
  releaseEarlyClicks();
}

// No wrapper here may render a sibling beside <App />: the hydrated tree must stay the one
// marketing pre-renders (shared/src/landing/home-page-tree.tsx).
const app = (
  <StrictMode>
    <WhenCommitted then={onCommitted}>
      <App />
    </WhenCommitted>
  </StrictMode>
);

if (window.location.pathname === '/' && root.hasChildNodes()) {
  // The server sent the pre-rendered landing page (server/landing-include.mjs). Load the
  // marketing remote first, then hydrate that HTML: React attaches to the nodes on screen
  // instead of replacing them, so focus, a selection, the scroll position and an opened FAQ
  // answer all survive. If the remote cannot load, its fallback replaces the page and says why.
  startRemoteModuleEarly('marketing/Landing').then(
    () =>
      hydrateRoot(root, app, {
        onRecoverableError(error, info) {
          console.error('[hydration] the pre-rendered page did not match the first render:', error, info.componentStack ?? '');
        },
      }),
    () => {
      root.replaceChildren();
      createRoot(root).render(app);
    },
  );
} else {
  // A members' page: the session and its remote load side by side from here.
  startMembersPage(window.location.pathname, hasStoredSession(import.meta.env.VITE_SUPABASE_URL));
  if (window.location.pathname === '/') {
    // The landing page is a remote: start fetching it before React's first render.
    void startRemoteModuleEarly('marketing/Landing').catch(() => undefined);
  }
  createRoot(root).render(app);
}

// A member about to open the library (a link pointed at or focused, or idle time on the landing):
// its files are fetched ahead, so the page opens without waiting for them.
watchLibraryIntent(
  () => hasStoredSession(import.meta.env.VITE_SUPABASE_URL),
  () => preloadRemoteFiles(preloadTargets.library),
);
