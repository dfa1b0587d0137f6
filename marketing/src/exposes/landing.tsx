import '../index.css';
import { LandingPage } from '../features/landing/components/landing-page';

/** Exposed as marketing/Landing: the one-page site at /. */
export default function Landing() {
  return <LandingPage />;
}
