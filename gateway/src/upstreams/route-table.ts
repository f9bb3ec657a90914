import type { UpstreamName } from '../config/env.js';

/**
 * `exact`: only that path. `subtree`: the path itself and everything below it (`/api/users/**`).
 * Paths are forwarded unchanged: the services mount their controllers under /api.
 */
export interface ApiRoute {
  path: string;
  match: 'exact' | 'subtree';
  upstream: UpstreamName;
}

/** The route table of docs/architecture.md, as data. `/ws` upgrades go to chat and are handled apart. */
export const apiRoutes: readonly ApiRoute[] = [
  { path: '/api/login', match: 'exact', upstream: 'auth' },
  { path: '/api/logout', match: 'exact', upstream: 'auth' },
  { path: '/api/register', match: 'exact', upstream: 'auth' },
  { path: '/api/user', match: 'exact', upstream: 'auth' },
  { path: '/api/users', match: 'subtree', upstream: 'auth' },
  { path: '/api/properties', match: 'subtree', upstream: 'properties' },
  { path: '/api/leads', match: 'subtree', upstream: 'leads' },
  { path: '/api/activities', match: 'subtree', upstream: 'leads' },
  { path: '/api/dashboard', match: 'subtree', upstream: 'leads' },
  { path: '/api/newsletter', match: 'subtree', upstream: 'leads' },
  { path: '/api/schedule-video-call', match: 'exact', upstream: 'scheduling' },
  { path: '/api/video-calls', match: 'subtree', upstream: 'scheduling' },
  { path: '/api/conversations', match: 'subtree', upstream: 'chat' },
];

/**
 * Files crawlers ask for at the site's root, written by the service that knows the catalogue: the gateway sends
 * them on as these API paths (GET and HEAD only; anything else gets the SPA's 404).
 */
const siteFiles = new Map([
  ['/robots.txt', '/api/properties/site-files/robots.txt'],
  ['/sitemap.xml', '/api/properties/site-files/sitemap.xml'],
]);

/** The API path serving this root file, or null. */
export function siteFileApiPath(method: string | undefined, pathname: string): string | null {
  if (method !== 'GET' && method !== 'HEAD') return null;
  return siteFiles.get(pathname) ?? null;
}

export const WEBSOCKET_PATH = '/ws';
/** The advisors' inbox (issue 26): the same upstream, admission and origin rule; chat checks the signed identity. */
export const AGENT_WEBSOCKET_PATH = '/ws/agents';
export const WEBSOCKET_PATHS: readonly string[] = [WEBSOCKET_PATH, AGENT_WEBSOCKET_PATH];
export const WEBSOCKET_UPSTREAM: UpstreamName = 'chat';

/** `/a/../b`, `/a/./b` and their percent-encoded forms: refused, so a path can never route to one service and land on another. */
function hasDotSegment(pathname: string): boolean {
  return pathname.split('/').some((segment) => /^(\.|%2e){1,2}$/i.test(segment));
}

/** The path part of a request target, without the query string. */
export function pathnameOf(url: string | undefined): string {
  const target = url ?? '/';
  const query = target.indexOf('?');
  return query === -1 ? target : target.slice(0, query);
}

export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/** The upstream that serves this API path, or null (the gateway then answers 404). */
export function matchApiRoute(pathname: string): UpstreamName | null {
  if (hasDotSegment(pathname)) return null;
  for (const route of apiRoutes) {
    if (pathname === route.path) return route.upstream;
    if (route.match === 'subtree' && pathname.startsWith(`${route.path}/`)) return route.upstream;
  }
  return null;
}
