// The remote template's standalone page (docs/architecture.md#a-remotes-folder): each remote runs
// alone for its team with what the shell would give it (a router, the auth provider, the toaster)
// and the base styles the shell otherwise owns. Not part of @app/shared's public entry, so the
// shell and the remotes' exposes never ship it.
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type * as Shared from '@app/shared';
import '../styles/standalone.css';

/**
 * The remote passes @app/shared in (`import * as shared from '@app/shared'`): federation routes an
 * app's imports of @app/shared to the one shared instance, but leaves this package's imports of
 * itself local, and a second copy would mean a second auth store and router.
 */
type Harness = Pick<typeof Shared, 'AuthProvider' | 'BrowserRouter' | 'Toaster'>;

/** Renders `app` (the same modules the shell mounts) into index.html's #root. */
export function mountStandalone(app: ReactNode, { AuthProvider, BrowserRouter, Toaster }: Harness) {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <AuthProvider>
          {app}
          <Toaster />
        </AuthProvider>
      </BrowserRouter>
    </StrictMode>,
  );
}
