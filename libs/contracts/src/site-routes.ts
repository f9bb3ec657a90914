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
} as const;

const routeMatchers = Object.values(SITE_ROUTES).map(
  (pattern) => new RegExp(`^${pattern.replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`),
);

/** Whether a decoded pathname is one of the app's pages (a trailing slash is tolerated, as the router does). */
export function isSiteRoute(pathname: string): boolean {
  return routeMatchers.some((matcher) => matcher.test(pathname));
}
