import { describe, expect, it } from '@jest/globals';
import type { PropertyDetail } from '@prestigio/contracts';
import { jsonForScript, propertyContent, propertyHead, renderDocument } from './page-documents.js';

const template = [
  '<html><head><!--page-head-->',
  '<title>Prestigio | Sitio</title>',
  '<meta name="description" content="Descripción del sitio" />',
  '<link rel="canonical" href="/" />',
  '<meta property="og:type" content="website" />',
  '<meta property="og:url" content="/" />',
  '<meta property="og:title" content="Prestigio | Sitio" />',
  '<meta property="og:description" content="Descripción del sitio" />',
  '<meta property="og:image" content="/og-image.png" />',
  '<meta property="og:image:width" content="1200" />',
  '<meta name="twitter:title" content="Prestigio | Sitio" />',
  '<!--/page-head--></head><body><div id="root" data-prerendered><h1>Landing</h1></div><!--/root--></body></html>',
].join('\n');

const hostileTitle = 'Casa </script><script>alert(1)</script> & "jardín" <!-- en Polanco';
const property: PropertyDetail = {
  id: 'p1',
  slug: 'casa-polanco',
  reference: 'PRE-000123',
  title: hostileTitle,
  mainImage: null,
  operationType: 'comprar',
  status: 'disponible',
  propertyType: 'casa',
  location: 'Polanco, Ciudad de México',
  city: 'Ciudad de México',
  colonia: 'Polanco',
  state: 'Ciudad de México',
  price: 18_500_000,
  bedrooms: 4,
  bathrooms: 4,
  halfBathrooms: 1,
  parkingSpaces: 3,
  landArea: 420,
  buildingArea: 380,
  hasGarden: true,
  createdAt: '2026-11-01T12:00:00.000Z',
  description: 'Residencia con <b>jardín</b>.\n\nCerca del parque.',
  images: [{ id: 'i1', url: '/api/properties/photos/a-800.webp', largeUrl: '/api/properties/photos/a-1600.webp', alt: 'Fachada', width: 1600, height: 1000 }],
  amenities: [],
  maintenanceFee: null,
  ageYears: null,
  latitude: null,
  longitude: null,
  agent: null,
  updatedAt: '2026-11-20T12:00:00.000Z',
};
const site = 'https://prestigio.test';

function propertyDocument(): string {
  return renderDocument(template, {
    siteUrl: site,
    canonicalPath: '/propiedades/casa-polanco',
    keepPrerendered: false,
    head: propertyHead(property, site),
    content: propertyContent(property, site),
  });
}

describe('page documents', () => {
  it('writes JSON-LD that no value can break out of, and that parses back to the same data', () => {
    const json = jsonForScript({ name: hostileTitle, line: 'a\u2028b' });
    expect(json).not.toMatch(/[<>\u2028]/);
    expect(JSON.parse(json)).toEqual({ name: hostileTitle, line: 'a\u2028b' });

    const html = propertyDocument();
    const scripts = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)];
    // The JSON-LD and the page's data, nothing else: the title's </script> did not end one early nor open another.
    expect(scripts.map((script) => /type="[^"]+"/.exec(script[0])![0])).toEqual(['type="application/ld+json"', 'type="application/json"']);
    expect(JSON.parse(scripts[1]![1]!)).toEqual({ '/api/properties/casa-polanco': property });
    const data = JSON.parse(scripts[0]![1]!);
    expect(data['@type']).toBe('RealEstateListing');
    expect(data.name).toBe(hostileTitle);
    expect(data.offers).toMatchObject({ '@type': 'Offer', price: 18_500_000, priceCurrency: 'MXN', availability: 'https://schema.org/InStock' });
    expect(data.offers.itemOffered.address).toMatchObject({ addressLocality: 'Ciudad de México', addressRegion: 'Ciudad de México', addressCountry: 'MX' });
    expect(data.image).toEqual([`${site}/api/properties/photos/a-1600.webp`]);
  });

  it("escapes the listing's text everywhere in the head and the content", () => {
    const html = propertyDocument();
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<b>jardín</b>');
    expect(html).toContain('<title data-site-title="Prestigio | Sitio">Casa &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;jardín&quot; &lt;!-- en Polanco | Prestigio</title>');
    expect(html).toContain('<h1 class="mt-4 text-4xl leading-tight font-semibold text-navy-900 sm:text-5xl">Casa &lt;/script&gt;');
    expect(html).toContain('<p>Residencia con &lt;b&gt;jardín&lt;/b&gt;.</p><p>Cerca del parque.</p>');
  });

  it("puts the listing's values in the head, keeping the site's for the app to restore", () => {
    const html = propertyDocument();
    expect(html).toContain(`<link rel="canonical" href="${site}/propiedades/casa-polanco" />`);
    expect(html).toContain(`<meta property="og:url" content="${site}/propiedades/casa-polanco" />`);
    expect(html).toContain('<meta property="og:type" content="article" data-site-content="website" />');
    expect(html).toContain(`<meta property="og:image" content="${site}/api/properties/photos/a-1600.webp" data-site-content="${site}/og-image.png" />`);
    expect(html).toMatch(/<meta name="description" content="\$18,500,000 MXN · Polanco, Ciudad de México\. Residencia con &lt;b&gt;jardín&lt;\/b&gt;\. Cerca del parque\." data-site-content="Descripción del sitio" \/>/);
    expect(html).not.toContain('og:image:width');
    // The prerendered landing gave way to the listing's own content.
    expect(html).not.toContain('<h1>Landing</h1>');
    expect(html).toContain('<div id="root"><main id="contenido"');
  });

  it('keeps the prerendered landing only where asked, with absolute addresses and its canonical URL', () => {
    const landing = renderDocument(template, { siteUrl: site, canonicalPath: '/', keepPrerendered: true });
    expect(landing).toContain('<div id="root" data-prerendered><h1>Landing</h1></div>');
    expect(landing).toContain(`<link rel="canonical" href="${site}/" />`);
    expect(landing).toContain(`<meta property="og:image" content="${site}/og-image.png" />`);
    expect(landing).toContain('<title>Prestigio | Sitio</title>');

    const terms = renderDocument(template, { siteUrl: site, canonicalPath: '/terminos', keepPrerendered: false });
    expect(terms).toContain('<div id="root"></div>');
    expect(terms).toContain(`<link rel="canonical" href="${site}/terminos" />`);
  });
});
