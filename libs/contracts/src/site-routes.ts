/**
 * The web app's pages (spec §2 and the portal's CRM pages), shared so the gateway can answer 404 for a path no page
 * knows while still sending the app, which shows its not-found screen. `web/src/app/router.tsx` uses these paths, and
 * a unit test there keeps the two lists equal.
 */
export const SITE_ROUTES = {
  landing: '/',
  auth: '/auth',
  propertyDetail: '/propiedades/:slug',
  privacyNotice: '/aviso-de-privacidad',
  terms: '/terminos',
  siteMap: '/mapa-del-sitio',
  videoCall: '/videollamada/:token',
  /** "Mis favoritos": the listings a visitor keeps on their device. */
  favourites: '/favoritos',
  /** Saved searches' signed links (SAVED_SEARCH_ROUTES in saved-searches.ts, which this zod-free file cannot import). */
  savedSearchConfirm: '/busquedas-guardadas/confirmar',
  savedSearches: '/busquedas-guardadas',
  savedSearchUnsubscribe: '/busquedas-guardadas/baja',
  dashboard: '/dashboard',
  properties: '/properties',
  newProperty: '/properties/new',
  editProperty: '/properties/:id/edit',
  leads: '/leads',
  leadDetail: '/leads/:id',
  activities: '/activities',
  newActivity: '/activities/new',
  editActivity: '/activities/:id/edit',
  calendar: '/calendar',
  users: '/users',
  /** "Mi perfil": the signed-in user's own name and phone. */
  profile: '/profile',
  /** An agent's booked video calls: upcoming and past, reschedule, cancel, outcome. */
  videoCalls: '/video-calls',
  /** The public chat's conversations, answered live by an advisor (issue 26). */
  conversations: '/conversations',
  conversation: '/conversations/:id',
} as const;

const routeMatchers = Object.values(SITE_ROUTES).map(
  (pattern) => new RegExp(`^${pattern.replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`),
);

/** Whether a decoded pathname is one of the app's pages (a trailing slash is tolerated, as the router does). */
export function isSiteRoute(pathname: string): boolean {
  return routeMatchers.some((matcher) => matcher.test(pathname));
}

/** The public page of a listing. */
export function propertyPath(slug: string): string {
  return `/propiedades/${encodeURIComponent(slug)}`;
}

/** The public pages search engines should list, besides every published listing. */
export const INDEXED_PAGES = [SITE_ROUTES.landing, SITE_ROUTES.privacyNotice, SITE_ROUTES.terms, SITE_ROUTES.siteMap] as const;

/** What crawlers are asked to leave alone: the API, the private video-call links, sign-in and the agents' portal. */
export const UNINDEXED_PATHS = [
  '/api/',
  '/videollamada/',
  // Each device's own list: nothing for a search engine.
  SITE_ROUTES.favourites,
  SITE_ROUTES.savedSearches,
  SITE_ROUTES.auth,
  SITE_ROUTES.dashboard,
  SITE_ROUTES.properties,
  SITE_ROUTES.leads,
  SITE_ROUTES.activities,
  SITE_ROUTES.calendar,
  SITE_ROUTES.users,
  SITE_ROUTES.profile,
  SITE_ROUTES.videoCalls,
  SITE_ROUTES.conversations,
] as const;
