import { describe, expect, it } from '@jest/globals';
import { robotsTxt, sitemapXml, SITEMAP_MAX_URLS } from './site-files.js';

describe('site files', () => {
  it('escapes what XML reserves and gives each listing its date', () => {
    const xml = sitemapXml('https://a.mx', [{ slug: "casa-&-jardin-<'\">", updatedAt: new Date('2026-07-15T12:00:00Z') }]);
    expect(xml).toContain(
      '<url><loc>https://a.mx/propiedades/casa-%26-jardin-%3C&apos;%22%3E</loc><lastmod>2026-07-15T12:00:00.000Z</lastmod></url>',
    );
  });

  it('stays within the protocol\'s 50,000 addresses, the public pages first', () => {
    const listings = Array.from({ length: SITEMAP_MAX_URLS + 10 }, (_, n) => ({ slug: `casa-${n}`, updatedAt: new Date(0) }));
    const xml = sitemapXml('https://a.mx', listings);
    expect(xml.match(/<url>/g)).toHaveLength(SITEMAP_MAX_URLS);
    expect(xml.indexOf('<loc>https://a.mx/</loc>')).toBeLessThan(xml.indexOf('casa-0'));
  });

  it('names the sitemap by the site\'s address', () => {
    expect(robotsTxt('https://a.mx').trimEnd().split('\n').at(-1)).toBe('Sitemap: https://a.mx/sitemap.xml');
  });
});
