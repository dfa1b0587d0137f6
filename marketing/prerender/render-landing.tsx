// The landing page as HTML, rendered when the remote is built and published beside its
// remoteEntry.js. The shell's server puts it in the page it sends for `/`, so the hero is on
// screen as soon as the HTML and the CSS arrive; the shell then loads this remote and hydrates
// that HTML (shell/src/bootstrap.tsx): React attaches to the nodes on screen, it does not
// replace them.
//
// So this renders exactly what the shell's first render of `/` is: the same tree
// (shared/src/landing/home-page-tree.tsx, with the Live Chat button the shell shows until the
// chat remote loads and the toasts' region), with React's hydration markers (renderToString),
// as a first visit sees it: signed out, session not yet known (the header shows no auth buttons
// until the session answers), every disclosure and menu closed, no year in the copyright line.
// Whatever depends on the visitor or the clock renders that default on both sides and changes
// after hydration, in an effect.
import { renderToString } from 'react-dom/server';
import { ChatLauncherButton, HomePageTree, SiteRoot } from '@app/shared';
// Node-only build step, never in a bundle: it needs a router that is not the browser's.
import { MemoryRouter } from 'react-router-dom';
import { AppScope } from '../src/components/app-scope';
import { LandingPage } from '../src/features/landing/components/landing-page';

/** Where the fragment is published, relative to remoteEntry.js. */
export const LANDING_FRAGMENT_PATH = 'prerender/landing.html';

/** What ./Landing renders (src/exposes/landing.tsx, which also imports the CSS Node cannot load). */
function Landing() {
  return (
    <AppScope>
      <LandingPage />
    </AppScope>
  );
}

export function renderLandingHtml(): string {
  return renderToString(
    <MemoryRouter initialEntries={['/']}>
      <SiteRoot effects={null}>
        <HomePageTree landing={<Landing />} launcher={<ChatLauncherButton />} />
      </SiteRoot>
    </MemoryRouter>,
  );
}
