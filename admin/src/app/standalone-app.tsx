import { AuthProvider, Toaster, BrowserRouter } from '@app/shared';
import AnalyticsPage from '../exposes/analytics-page';

/** The team's dev harness: the same module the shell mounts, without the shell. */
export function StandaloneApp() {
  return (
    <BrowserRouter>
      <AuthProvider>
        <AnalyticsPage />
        <Toaster />
      </AuthProvider>
    </BrowserRouter>
  );
}
