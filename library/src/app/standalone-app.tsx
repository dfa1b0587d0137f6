import { AuthProvider, Toaster, BrowserRouter } from '@app/shared';
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
