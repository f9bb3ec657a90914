import { useLayoutEffect, type ReactNode } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { BackToTop } from '../../../components/layouts/public-site/back-to-top';
import { SiteHeader } from '../../../components/layouts/public-site/site-header';
import { SkipLink } from '../../../components/layouts/public-site/skip-link';
import { PublicSiteFooter } from './public-site-footer';

/** Frame of the public pages other than the landing: solid header (no hero behind it), content, footer. */
export function PublicPageLayout({ children }: { children: ReactNode }) {
  // A page opened from a link starts at its top (the browser keeps the previous page's scroll in a client-side
  // navigation); Back and Forward leave the browser's own restored position alone.
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType === 'PUSH' && !hash) window.scrollTo({ top: 0, behavior: 'instant' });
  }, [pathname, hash, navigationType]);

  return (
    <div className="flex min-h-screen flex-col bg-white">
      <SkipLink />
      <SiteHeader alwaysSolid />
      <main id="contenido" tabIndex={-1} className="flex-1 pt-20 outline-none">
        {children}
      </main>
      <PublicSiteFooter />
      <BackToTop />
    </div>
  );
}
