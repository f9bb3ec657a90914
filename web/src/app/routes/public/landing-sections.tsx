import { memo, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ContactSection } from '../../../features/contact/components/contact-section';
import { PropertySearchSection } from '../../../features/public-properties/components/property-search-section';
import { FeaturedProperties } from '../../../features/public-properties/components/featured-properties';
import { SaveSearchButton } from '../../../features/saved-searches/components/save-search-button';
import { CtaBanner } from '../../../features/landing/components/cta-banner';
import { ServicesSection } from '../../../features/landing/components/services-section';
import { TeamSection } from '../../../features/landing/components/team-section';
import { TestimonialsSection } from '../../../features/landing/components/testimonials-section';
import { WhyChooseUsSection } from '../../../features/landing/components/why-choose-us-section';
import { elementOfHash, keepAnchorInView } from '../../../lib/hold-scroll';
import { HydrateWhenNear } from '../../../lib/hydration-gate';

/**
 * Arriving with an anchor (/#contacto, or from another page's link), the section exists only once this part has
 * rendered, so the jump the browser would have made is made here, and held while the content above it loads.
 */
function useScrollToInitialAnchor(): void {
  // Only the anchor of arrival: later anchor clicks on the landing are the browser's own jumps.
  const { hash } = useLocation();
  const [arrivalHash] = useState(hash);
  useEffect(() => {
    const target = elementOfHash(arrivalHash);
    return target ? keepAnchorInView(target) : undefined;
  }, [arrivalHash]);
}

/**
 * Marks the landing's sections live (`<html data-landing-ready>`): on the prerendered landing they hydrate after the
 * rest of the page, when their chunk arrives, and browser tests wait for this before they type into the search.
 */
function useLandingReadyMark(): void {
  useEffect(() => {
    document.documentElement.dataset.landingReady = 'true';
    return () => {
      delete document.documentElement.dataset.landingReady;
    };
  }, []);
}

/** A section's own element in the server's markup, by the heading that names it. */
const sectionNamedBy = (headingId: string) => `section[aria-labelledby="${headingId}"]`;

/**
 * Everything below the hero, in the spec's order: its own chunk, fetched while the hero paints. The search, the
 * page's main control, hydrates with it; every other section as it comes near the screen or the browser is idle
 * (lib/hydration-gate).
 */
export function LandingSections() {
  useScrollToInitialAnchor();
  useLandingReadyMark();
  return <Sections />;
}

/**
 * The sections themselves, memoized: a search changes the address, which re-renders LandingSections (it reads the
 * location); the sections follow the address only through what they read of it themselves (the search), instead of
 * every section rendering again at every search.
 */
const Sections = memo(function Sections() {
  return (
    <>
      <PropertySearchSection saveSearch={<SaveSearchButton />} />
      <HydrateWhenNear selector={sectionNamedBy('destacadas-titulo')}>
        <FeaturedProperties />
      </HydrateWhenNear>
      <HydrateWhenNear selector={sectionNamedBy('servicios-titulo')}>
        <ServicesSection />
      </HydrateWhenNear>
      <HydrateWhenNear selector={sectionNamedBy('por-que-titulo')}>
        <WhyChooseUsSection />
      </HydrateWhenNear>
      <HydrateWhenNear selector={sectionNamedBy('equipo-titulo')}>
        <TeamSection />
      </HydrateWhenNear>
      <HydrateWhenNear selector={sectionNamedBy('testimonios-titulo')}>
        <TestimonialsSection />
      </HydrateWhenNear>
      <HydrateWhenNear selector={sectionNamedBy('contacto-titulo')}>
        <ContactSection />
      </HydrateWhenNear>
      <HydrateWhenNear selector={sectionNamedBy('cta-titulo')}>
        <CtaBanner />
      </HydrateWhenNear>
    </>
  );
});
