// The landing page as static HTML, rendered when the remote is built and published beside its
// remoteEntry.js. The shell's server puts it in the page it sends for `/`, so the hero is on
// screen as soon as the HTML and the CSS arrive; the live remote then takes its place.
//
// Rendered as a first visit sees it: signed out, session not yet known (the header shows no
// auth buttons until the session answers), every accordion and menu closed.
import { renderToStaticMarkup } from 'react-dom/server';
import { AuthProvider } from '@app/shared';
// Node-only build step, never in a bundle: it needs a router that is not the browser's.
import { MemoryRouter } from 'react-router-dom';
import { AppScope } from '../src/components/app-scope';
import { LandingPage } from '../src/features/landing/components/landing-page';

/** Where the fragment is published, relative to remoteEntry.js. */
export const LANDING_FRAGMENT_PATH = 'prerender/landing.html';

export function renderLandingHtml(): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={['/']}>
      <AuthProvider>
        <AppScope>
          <LandingPage />
        </AppScope>
      </AuthProvider>
    </MemoryRouter>,
  );
}
