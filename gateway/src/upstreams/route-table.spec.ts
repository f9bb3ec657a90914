import { describe, expect, it } from '@jest/globals';
import { apiRoutes, isApiPath, matchApiRoute, pathnameOf, siteFileApiPath } from './route-table.js';

describe('route table', () => {
  it.each([
    ['/api/login', 'auth'],
    ['/api/logout', 'auth'],
    ['/api/register', 'auth'],
    ['/api/user', 'auth'],
    ['/api/users', 'auth'],
    ['/api/users/7/approve', 'auth'],
    ['/api/properties', 'properties'],
    ['/api/properties/search', 'properties'],
    ['/api/leads', 'leads'],
    ['/api/activities/3', 'leads'],
    ['/api/dashboard/summary', 'leads'],
    ['/api/newsletter', 'leads'],
    ['/api/schedule-video-call', 'scheduling'],
    ['/api/video-calls/12', 'scheduling'],
    ['/api/conversations', 'chat'],
    ['/api/conversations/0b7d4c1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e', 'chat'],
  ])('routes %s to %s', (path, upstream) => {
    expect(matchApiRoute(path)).toBe(upstream);
  });

  it.each(['/api', '/api/', '/api/userz', '/api/user/1', '/api/login/extra', '/api/propertiesx', '/api/leads/../users', '/api/leads/%2e%2e/users', '/api/leads/./x'])(
    'has no route for %s',
    (path) => {
      expect(matchApiRoute(path)).toBeNull();
    },
  );

  it('is one table covering the five HTTP upstreams (chat for the inbox)', () => {
    expect(new Set(apiRoutes.map((route) => route.upstream))).toEqual(new Set(['auth', 'properties', 'leads', 'scheduling', 'chat']));
  });

  it('separates the path from the query and knows the API space', () => {
    expect(pathnameOf('/api/properties?x=1')).toBe('/api/properties');
    expect(pathnameOf(undefined)).toBe('/');
    expect(isApiPath('/api')).toBe(true);
    expect(isApiPath('/api/x')).toBe(true);
    expect(isApiPath('/apiary')).toBe(false);
  });

  it('sends the crawlers\' root files to the catalogue, for reading only', () => {
    expect(siteFileApiPath('GET', '/robots.txt')).toBe('/api/properties/site-files/robots.txt');
    expect(siteFileApiPath('HEAD', '/sitemap.xml')).toBe('/api/properties/site-files/sitemap.xml');
    expect(matchApiRoute(siteFileApiPath('GET', '/sitemap.xml')!)).toBe('properties');
    expect(siteFileApiPath('POST', '/sitemap.xml')).toBeNull();
    expect(siteFileApiPath('GET', '/sitemap.xml/')).toBeNull();
    expect(siteFileApiPath('GET', '/constructor')).toBeNull();
  });
});
