import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ContactSection } from '../../contact/components/contact-section';
import { PropertySearchSection } from '../../property-search/components/property-search-section';
import { FeaturedProperties } from '../../public-properties/components/featured-properties';
import { BackToTop } from '../../site/components/back-to-top';
import { SiteFooter } from '../../site/components/site-footer';
import { SiteHeader } from '../../site/components/site-header';
import { SkipLink } from '../../site/components/skip-link';
import { CtaBanner } from './cta-banner';
import { Hero } from './hero';
import { ServicesSection } from './services-section';
import { TeamSection } from './team-section';
import { TestimonialsSection } from './testimonials-section';
import { WhyChooseUsSection } from './why-choose-us-section';

/**
 * Arriving from another page with an anchor (/#contacto), the section exists only once the landing has rendered,
 * so the jump the browser would have made is made here.
 */
function useScrollToInitialAnchor(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    // Only on arrival: later anchor clicks on this page are the browser's own jumps.
  }, []);
}

/** Spec §2 landing, sections in the spec's order: header, hero, search, featured, services, why us, team, testimonials, contact, banner, footer. */
export function LandingPage() {
  useScrollToInitialAnchor();
  return (
    <div className="landing-page bg-white">
      <SkipLink target="propiedades" />
      <SiteHeader />
      <main id="contenido">
        <Hero />
        <PropertySearchSection />
        <FeaturedProperties />
        <ServicesSection />
        <WhyChooseUsSection />
        <TeamSection />
        <TestimonialsSection />
        <ContactSection />
        <CtaBanner />
      </main>
      <SiteFooter />
      <BackToTop />
    </div>
  );
}
