import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { SAVED_SEARCH_ROUTES } from './saved-searches.js';
import { isSiteRoute, SITE_ROUTES } from './site-routes.js';

describe('isSiteRoute', () => {
  it("lists the saved searches' pages where their e-mails link", () => {
    expect([SITE_ROUTES.savedSearchConfirm, SITE_ROUTES.savedSearches, SITE_ROUTES.savedSearchUnsubscribe]).toEqual([
      SAVED_SEARCH_ROUTES.confirm,
      SAVED_SEARCH_ROUTES.manage,
      SAVED_SEARCH_ROUTES.unsubscribe,
    ]);
  });

  it.each(['/', '/auth', '/propiedades/casa-en-polanco', '/leads/abc', '/properties/abc/edit', '/activities/new', '/users/'])(
    'knows %s',
    (path) => expect(isSiteRoute(path)).toBe(true),
  );

  it.each(['/no-existe', '/propiedades', '/propiedades/a/b', '/leads/a/b', '/dashboard/x', '/authx'])(
    'does not know %s',
    (path) => expect(isSiteRoute(path)).toBe(false),
  );

  it("is the web router's own list: every page path comes from SITE_ROUTES and every entry is routed", () => {
    const router = readFileSync(new URL('../../../web/src/app/router.tsx', import.meta.url), 'utf8');
    const literalPaths = [...router.matchAll(/path:\s*'([^']*)'/g)].map((match) => match[1]);
    expect(literalPaths).toEqual(['*']);
    const routed = [...router.matchAll(/path:\s*SITE_ROUTES\.(\w+)/g)].map((match) => match[1]).sort();
    expect(routed).toEqual(Object.keys(SITE_ROUTES).sort());
  });
});
