import { BrowserRouter } from 'react-router-dom';
import { AuthProvider, Toaster } from '@app/shared';
import LibraryRoutes from '../exposes/library-routes';

/** The team's dev harness: the same module the shell mounts, without the shell. */
export function StandaloneApp() {
  return (
    <BrowserRouter>
      <AuthProvider>
        <LibraryRoutes />
        <Toaster />
      </AuthProvider>
    </BrowserRouter>
  );
}
