import { INDEXED_PAGES, propertyPath, UNINDEXED_PATHS } from '@prestigio/contracts';

/** The sitemap protocol's limit of addresses per file. */
export const SITEMAP_MAX_URLS = 50_000;

export interface PublishedPage {
  slug: string;
  updatedAt: Date;
}

const xmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => xmlEntities[character]!);

/** sitemap.xml: the public pages, then every published listing with the date it last changed. */
export function sitemapXml(siteUrl: string, listings: readonly PublishedPage[]): string {
  const entry = (path: string, lastModified?: Date) =>
    `  <url><loc>${escapeXml(`${siteUrl}${path}`)}</loc>${lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : ''}</url>`;
  const pages = INDEXED_PAGES.map((path) => entry(path));
  const propertyEntries = listings.slice(0, SITEMAP_MAX_URLS - pages.length).map((listing) => entry(propertyPath(listing.slug), listing.updatedAt));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pages,
    ...propertyEntries,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything public may be crawled except the private paths; the sitemap is named. */
export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...UNINDEXED_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}
