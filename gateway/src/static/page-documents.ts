import { formatPropertyPrice, propertyPath, propertyTypeLabels, type PropertyDetail } from '@prestigio/contracts';

/**
 * The HTML documents the gateway sends for the site's pages, built from the web build's index.html:
 * - its head's page block (between `<!--page-head-->` and `<!--/page-head-->`) gets absolute addresses, the page's
 *   own canonical address and og:url, and for a listing its own title, description, picture and schema.org data;
 * - its root keeps the prerendered landing only at `/`; a listing gets its page as the app renders it on the server
 *   (hydrated in the browser) or, when that render is not available, a readable block of its facts (which the app
 *   replaces when it renders); every other page an empty root.
 * Values the gateway changes keep the landing's in `data-site-*`, so the app can put them back when the visitor
 * moves on; tags only a listing has carry `data-page-head`. Everything written is escaped here.
 */

const PAGE_HEAD = /<!--page-head-->([\s\S]*?)<!--\/page-head-->/;
/** What web/scripts/prerender.mjs writes, or the empty root of an unprerendered build. */
const ROOT = /<div id="root"(?: data-prerendered)?>[\s\S]*?<\/div><!--\/root-->|<div id="root"><\/div>/;

const htmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEntities[character]!);
}

/**
 * JSON for a `<script type="application/ld+json">`: `<` (and `>`, `&`) as \u escapes, so no value can close the
 * script tag or open a comment, and the line separators JavaScript parsers once choked on.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export interface PageHead {
  title: string;
  description: string;
  /** Absolute, or root-relative (made absolute). */
  image: string;
  type: 'website' | 'article';
  /** schema.org data, written as JSON-LD. */
  structuredData: unknown;
  /** API answers the page would fetch first, by their URL: the app starts from them instead (lib/server-data.ts). */
  data?: Record<string, unknown>;
}

export interface DocumentOptions {
  /** The site's public address, without a trailing slash. */
  siteUrl: string;
  /** The page's canonical path (no query string). */
  canonicalPath: string;
  /** Keep the prerendered landing in the root (only `/` without a query string). */
  keepPrerendered: boolean;
  head?: PageHead;
  /** HTML put into the root (already escaped). */
  content?: string;
  /** `content` is the app's own render of the page, which the browser hydrates (`data-prerendered`). */
  contentIsApp?: boolean;
  /** API answers the page's render started from, by their URL, when it has no head of its own (the landing). */
  data?: Record<string, unknown>;
}

function absolute(siteUrl: string, url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${siteUrl}${url}` : url;
}

/** Sets one tag's value, keeping the one it had in `data-site-<what>`; a tag the block lacks is left alone. */
function replaceValue(block: string, tag: RegExp, value: string, keptAs: string): string {
  return block.replace(tag, (_match, opening: string, previous: string, closing: string) =>
    `${opening}${escapeHtml(value)}${closing} data-site-${keptAs}="${previous}"`,
  );
}

const metaTag = (attribute: 'name' | 'property', key: string) => new RegExp(`(<meta ${attribute}="${key.replace(/[.:]/g, '\\$&')}" content=")([^"]*)(")`);
const titleTag = /<title>([^<]*)<\/title>/;

/** The answers the app starts from (lib/server-data.ts), escaped for their script tag. */
function pageDataScript(data: Record<string, unknown>): string {
  return `<script type="application/json" id="page-data" data-page-head>${jsonForScript(data)}</script>\n    `;
}

function pageHeadBlock(block: string, { siteUrl, canonicalPath, head, data }: DocumentOptions): string {
  const canonical = `${siteUrl}${canonicalPath}`;
  let result = block
    .replace(/((?:href|content)=")(\/(?!\/)[^"]*)"/g, (_match, opening: string, path: string) => `${opening}${escapeHtml(absolute(siteUrl, path))}"`)
    .replace(/(<link rel="canonical" href=")[^"]*(")/, `$1${escapeHtml(canonical)}$2`)
    .replace(/(<meta property="og:url" content=")[^"]*(")/, `$1${escapeHtml(canonical)}$2`);
  if (!head) return data ? `${result}${pageDataScript(data)}` : result;
  const image = absolute(siteUrl, head.image);
  const metas: [attribute: 'name' | 'property', key: string, value: string][] = [
    ['name', 'description', head.description],
    ['property', 'og:type', head.type],
    ['property', 'og:title', head.title],
    ['property', 'og:description', head.description],
    ['property', 'og:image', image],
    ['property', 'og:image:alt', head.title],
    ['name', 'twitter:title', head.title],
    ['name', 'twitter:description', head.description],
    ['name', 'twitter:image', image],
  ];
  for (const [attribute, key, value] of metas) result = replaceValue(result, metaTag(attribute, key), value, 'content');
  result = result.replace(titleTag, (_match, previous: string) => `<title data-site-title="${previous.replace(/"/g, '&quot;')}">${escapeHtml(head.title)}</title>`);
  // The landing picture's size and type do not describe the page's own.
  result = result.replace(/\s*<meta property="og:image:(?:type|width|height)" content="[^"]*" \/>/g, '');
  const pageData = head.data ? pageDataScript(head.data) : '';
  return `${result}<script type="application/ld+json" data-page-head>${jsonForScript(head.structuredData)}</script>\n    ${pageData}`;
}

/** The document for one page from the build's index.html (see the module's comment). */
export function renderDocument(template: string, options: DocumentOptions): string {
  let html = template.replace(PAGE_HEAD, (_match, block: string) => `<!--page-head-->${pageHeadBlock(block, options)}<!--/page-head-->`);
  if (!options.keepPrerendered || options.content !== undefined) {
    const opening = options.content !== undefined && options.contentIsApp ? '<div id="root" data-prerendered>' : '<div id="root">';
    html = html.replace(ROOT, (root) => `${opening}${options.content ?? ''}</div>${root.endsWith('<!--/root-->') ? '<!--/root-->' : ''}`);
  }
  return html;
}

/** "Polanco, Ciudad de México, Ciudad de México": the public location with its state. */
function placeOf(property: PropertyDetail): string {
  return property.location.endsWith(property.state) ? property.location : `${property.location}, ${property.state}`;
}

/** The first sentences of the description, cut at a word within `length` characters. */
function excerpt(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,.;:]+$/, '')}…`;
}

/** The images a listing shows, largest first, as absolute addresses. */
function imagesOf(property: PropertyDetail, siteUrl: string): string[] {
  const images = property.images.map((image) => image.largeUrl);
  if (images.length === 0 && property.mainImage) images.push(property.mainImage);
  return images.map((image) => absolute(siteUrl, image));
}

/**
 * A listing's head: its title, a description with price and place, its first photo, schema.org data, and the
 * listing itself under the API address the page fetches it from (`requestedSlug` as the address had it).
 */
export function propertyHead(property: PropertyDetail, siteUrl: string, requestedSlug: string = property.slug): PageHead {
  const price = formatPropertyPrice(property.price, property.operationType);
  const url = `${siteUrl}${propertyPath(property.slug)}`;
  const images = imagesOf(property, siteUrl);
  const area = property.propertyType === 'terreno' ? property.landArea : (property.buildingArea ?? property.landArea);
  return {
    title: `${property.title} | Prestigio`,
    description: `${price} MXN · ${placeOf(property)}. ${excerpt(property.description, 140)}`,
    image: images[0] ?? '/og-image.png',
    type: 'article',
    data: { [`/api/properties/${encodeURIComponent(requestedSlug)}`]: property },
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      name: property.title,
      description: excerpt(property.description, 300),
      url,
      datePosted: property.createdAt,
      dateModified: property.updatedAt,
      image: images,
      offers: {
        '@type': 'Offer',
        price: property.price,
        priceCurrency: 'MXN',
        // Only published listings (available or featured) are public.
        availability: 'https://schema.org/InStock',
        businessFunction: property.operationType === 'rentar' ? 'http://purl.org/goodrelations/v1#LeaseOut' : 'http://purl.org/goodrelations/v1#Sell',
        url,
        itemOffered: {
          '@type': 'Accommodation',
          name: property.title,
          additionalType: propertyTypeLabels[property.propertyType],
          ...(property.bedrooms > 0 ? { numberOfBedrooms: property.bedrooms } : {}),
          ...(property.bathrooms > 0 ? { numberOfBathroomsTotal: property.bathrooms } : {}),
          ...(area ? { floorSize: { '@type': 'QuantitativeValue', value: area, unitCode: 'MTK' } } : {}),
          address: {
            '@type': 'PostalAddress',
            addressLocality: property.city,
            addressRegion: property.state,
            addressCountry: 'MX',
          },
        },
      },
    },
  };
}

/**
 * What a listing's first response shows before the app renders it (and what a reader without JavaScript gets): title,
 * price, place, first photo and description. Classes are the listing page's own, so the app's stylesheet has them.
 */
export function propertyContent(property: PropertyDetail, siteUrl: string): string {
  const price = formatPropertyPrice(property.price, property.operationType);
  const photo = imagesOf(property, siteUrl)[0];
  const paragraphs = property.description
    .split(/\n{2,}/)
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim())}</p>`)
    .join('');
  return [
    '<main id="contenido" class="flex-1 pt-20"><article class="mx-auto max-w-7xl px-5 pt-8 pb-20 sm:px-8">',
    `<p class="text-sm text-navy-500"><a href="/" class="hover:text-navy-900">Inicio</a> · <a href="/#propiedades" class="hover:text-navy-900">Propiedades</a></p>`,
    `<h1 class="mt-4 text-4xl leading-tight font-semibold text-navy-900 sm:text-5xl">${escapeHtml(property.title)}</h1>`,
    `<p class="mt-3 text-lg text-navy-500">${escapeHtml(placeOf(property))}</p>`,
    `<p class="mt-4 font-serif text-4xl font-semibold text-navy-900">${property.operationType === 'desarrollo' ? 'Desde ' : ''}${escapeHtml(price)} MXN</p>`,
    photo ? `<img src="${escapeHtml(photo)}" alt="${escapeHtml(property.title)}" class="mt-8 aspect-[16/10] w-full max-w-4xl rounded-2xl object-cover" />` : '',
    `<div class="mt-8 max-w-3xl space-y-4 text-lg leading-relaxed text-navy-700">${paragraphs}</div>`,
    '</article></main>',
  ].join('');
}
