import type { ReactNode } from 'react';
import { BackToTop } from './back-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

/** Frame of the public pages other than the landing: solid header (no hero behind it), content, footer. */
export function PublicPageLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <SkipLink />
      <SiteHeader alwaysSolid />
      <main id="contenido" tabIndex={-1} className="flex-1 pt-20 outline-none">
        {children}
      </main>
      <SiteFooter />
      <BackToTop />
    </div>
  );
}
