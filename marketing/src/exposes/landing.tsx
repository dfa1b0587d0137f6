import '../index.css';
import { AppScope } from '../components/app-scope';
import { LandingPage } from '../features/landing/components/landing-page';

/** Exposed as marketing/Landing: the one-page site at /. */
export default function Landing() {
  return (
    <AppScope>
      <LandingPage />
    </AppScope>
  );
}
