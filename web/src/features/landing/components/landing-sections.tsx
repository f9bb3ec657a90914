import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ContactSection } from '../../contact/components/contact-section';
import { PropertySearchSection } from '../../property-search/components/property-search-section';
import { FeaturedProperties } from '../../public-properties/components/featured-properties';
import { CtaBanner } from './cta-banner';
import { ServicesSection } from './services-section';
import { TeamSection } from './team-section';
import { TestimonialsSection } from './testimonials-section';
import { WhyChooseUsSection } from './why-choose-us-section';

/**
 * Arriving with an anchor (/#contacto, or from another page's link), the section exists only once this part has
 * rendered, so the jump the browser would have made is made here, once.
 */
function useScrollToInitialAnchor(): void {
  // Only the anchor of arrival: later anchor clicks on the landing are the browser's own jumps.
  const { hash } = useLocation();
  const [arrivalHash] = useState(hash);
  useEffect(() => {
    if (arrivalHash.length > 1) document.getElementById(decodeURIComponent(arrivalHash.slice(1)))?.scrollIntoView();
  }, [arrivalHash]);
}

/** Everything below the hero, in the spec's order: its own chunk, fetched while the hero paints. */
export function LandingSections() {
  useScrollToInitialAnchor();
  return (
    <>
      <PropertySearchSection />
      <FeaturedProperties />
      <ServicesSection />
      <WhyChooseUsSection />
      <TeamSection />
      <TestimonialsSection />
      <ContactSection />
      <CtaBanner />
    </>
  );
}
