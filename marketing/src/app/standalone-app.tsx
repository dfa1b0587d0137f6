import { AuthProvider, Toaster, BrowserRouter, Route, Routes } from '@app/shared';
import Landing from '../exposes/landing';
import Legal from '../exposes/legal';

/** The marketing team's dev harness: the same modules the shell mounts, without the shell. */
export function StandaloneApp() {
  return (
    <BrowserRouter>
      <AuthProvider>
        <Routes>
          <Route path="/" element={<Landing />} />
          <Route path="/medical-disclaimer" element={<Legal page="medical-disclaimer" />} />
          <Route path="/privacy-policy" element={<Legal page="privacy-policy" />} />
          <Route path="/terms-of-service" element={<Legal page="terms-of-service" />} />
        </Routes>
        <Toaster />
      </AuthProvider>
    </BrowserRouter>
  );
}
