import { Suspense } from 'react';
import { BackToTop } from '../../../components/layouts/public-site/back-to-top';
import { SiteHeader } from '../../../components/layouts/public-site/site-header';
import { SkipLink } from '../../../components/layouts/public-site/skip-link';
import { Hero } from '../../../features/landing/components/hero';
import { HydrateWhenNear } from '../../../lib/hydration-gate';
import { lazyWithData } from '../../../lib/lazy-with-data';

// The header and the full-screen hero are all a visitor sees first; the sections below and the footer arrive in
// their own chunks, which keeps the entry's JavaScript small.
const PublicSiteFooter = lazyWithData(() => import('./public-site-footer'), (m) => m.PublicSiteFooter);
const LandingSections = lazyWithData(() => import('./landing-sections'), (m) => m.LandingSections);

/**
 * Spec §2 landing, sections in the spec's order: header, hero, search, featured, services, why us, team,
 * testimonials, contact, banner, footer.
 */
export function LandingPage() {
  return (
    <div className="landing-page bg-white">
      <SkipLink target="propiedades" />
      <SiteHeader />
      <main id="contenido">
        <Hero />
        {/* Below the fold: a screen-high placeholder keeps the footer from flashing under the hero meanwhile. */}
        <Suspense fallback={<div className="min-h-screen bg-navy-50" aria-busy="true" />}>
          <LandingSections />
        </Suspense>
      </main>
      {/* Hydrated as it nears the screen; the newsletter form in it is held meanwhile. */}
      <HydrateWhenNear selector="#root footer">
        <PublicSiteFooter />
      </HydrateWhenNear>
      <BackToTop />
    </div>
  );
}
