import { LandingPage } from './public/landing-page';

/** Public landing. Bundled with the entry (not lazy) because it is the first page most visitors see. */
export function LandingRoute() {
  return <LandingPage />;
}
