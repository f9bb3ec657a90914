import { isSiteRoute, SITE_ROUTES } from '@prestigio/contracts';

/** What the portal frame hands /auth when it sends a signed-out visitor there: where they were going. */
export interface AuthReturnState {
  returnTo: string;
}

const PUBLIC_PAGES: readonly string[] = [SITE_ROUTES.landing, SITE_ROUTES.auth];

/**
 * The portal page to return to after signing in, or null: only a same-origin path of one of the portal's pages (an
 * outside address, `//host`, a backslash trick or an unknown path gives null, so the sign-in goes to /dashboard).
 */
export function portalReturnPath(state: unknown): string | null {
  const returnTo = (state as Partial<AuthReturnState> | null)?.returnTo;
  if (typeof returnTo !== 'string' || !returnTo.startsWith('/') || returnTo.startsWith('//') || returnTo.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(returnTo, 'http://portal.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://portal.invalid' || PUBLIC_PAGES.includes(url.pathname) || !isSiteRoute(url.pathname)) return null;
  // Only the portal's pages: the public site's (a listing, the visitor's manage link) are not where sign-in leads.
  if (url.pathname.startsWith('/propiedades/') || url.pathname.startsWith('/videollamada/') || ['/aviso-de-privacidad', '/terminos', '/mapa-del-sitio'].includes(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
