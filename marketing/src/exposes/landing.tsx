import '../index.css';
import type { RemoteExpose } from '@app/shared/contracts';
import { AppScope } from '../components/app-scope';
import { LandingPage } from '../features/landing/components/landing-page';

/** Exposed as marketing/Landing: the one-page site at /. */
function Landing() {
  return (
    <AppScope>
      <LandingPage />
    </AppScope>
  );
}

// Checked against the contract the shell loads it with (shared/src/contracts/remotes.ts).
export default Landing satisfies RemoteExpose<'marketing', './Landing'>;
