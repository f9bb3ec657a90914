import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeTempDir, send, startTestGateway, type RunningGateway } from './support/gateway-harness.js';

// The build's index.html as far as the gateway reads it: the page-head block and the prerendered root.
const indexHtml = [
  '<!doctype html><html lang="es"><head><!--page-head-->',
  '<title>Prestigio | Propiedades</title>',
  '<meta name="description" content="Propiedades de prestigio" />',
  '<link rel="canonical" href="/" />',
  '<meta property="og:url" content="/" />',
  '<meta property="og:title" content="Prestigio | Propiedades" />',
  '<!--/page-head--></head><body><div id="root" data-prerendered><h1>Descubra Propiedades Excepcionales</h1></div><!--/root--></body></html>',
].join('\n');
const html = { accept: 'text/html' };

const listing = {
  id: '0b6f8f57-0000-4000-8000-000000000001',
  slug: 'casa-en-polanco',
  reference: 'PRE-000001',
  title: 'Casa </script> en Polanco',
  mainImage: null,
  operationType: 'rentar',
  status: 'disponible',
  propertyType: 'casa',
  location: 'Polanco, Ciudad de México',
  city: 'Ciudad de México',
  colonia: 'Polanco',
  state: 'Ciudad de México',
  price: 95_000,
  bedrooms: 3,
  bathrooms: 3,
  halfBathrooms: 0,
  parkingSpaces: 2,
  landArea: null,
  buildingArea: 300,
  hasGarden: false,
  createdAt: '2026-11-01T12:00:00.000Z',
  description: 'Casa amplia y luminosa, a dos calles del parque Lincoln.',
  images: [],
  amenities: [],
  maintenanceFee: null,
  ageYears: null,
  latitude: null,
  longitude: null,
  agent: null,
  updatedAt: '2026-11-20T12:00:00.000Z',
};

/** Listings whose server render (the fake entry below) fails, or never ends. */
const failingRender = { ...listing, slug: 'render-que-falla' };
const endlessRender = { ...listing, slug: 'render-sin-fin' };
/** A listing whose page many visitors open at once. */
const busyProperty = { ...listing, slug: 'casa-muy-visitada' };
const served = new Map([listing, failingRender, endlessRender, busyProperty].map((entry) => [`/api/properties/${entry.slug}`, entry]));

/** The properties service's public detail endpoint: the listings above, 404 for the rest; counts what it is asked. */
function startPropertiesService(): Promise<{ server: Server; url: string; asked: string[] }> {
  const asked: string[] = [];
  const server = createServer((req, res) => {
    if (req.url === '/health') return res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    asked.push(req.url ?? '');
    const found = served.get(req.url ?? '');
    if (found) return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found));
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"statusCode":404,"message":"Propiedad no encontrada"}');
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked })),
  );
}

describe('listing pages rendered by the gateway', () => {
  let webDist: ReturnType<typeof makeTempDir>;
  let properties: Awaited<ReturnType<typeof startPropertiesService>>;
  let running: RunningGateway;
  let withoutProperties: RunningGateway;

  beforeAll(async () => {
    webDist = makeTempDir('prestigio-web-dist-');
    writeFileSync(join(webDist.dir, 'index.html'), indexHtml);
    properties = await startPropertiesService();
    running = await startTestGateway({ upstreams: { properties: [properties.url] }, webDist: webDist.dir, publicSiteUrl: 'https://prestigio.test' });
    withoutProperties = await startTestGateway({ upstreams: {}, webDist: webDist.dir });
  });

  afterAll(async () => {
    await running.gateway.close();
    await withoutProperties.gateway.close();
    await new Promise((resolve) => properties.server.close(resolve));
    webDist.remove();
  });

  it("sends a listing's head, schema.org data and content in the first response, fetching it once within the cache time", async () => {
    const before = properties.asked.length;
    const first = await send(running.baseUrl, `/propiedades/${listing.slug}`, { headers: html });
    const second = await send(running.baseUrl, `/propiedades/${listing.slug}`, { headers: html });
    expect(first.status).toBe(200);
    expect(second.text).toBe(first.text);
    expect(properties.asked.length - before).toBe(1);

    expect(first.headers['content-type']).toMatch(/^text\/html/);
    expect(first.text).toContain('<title data-site-title="Prestigio | Propiedades">Casa &lt;/script&gt; en Polanco | Prestigio</title>');
    expect(first.text).toContain('<link rel="canonical" href="https://prestigio.test/propiedades/casa-en-polanco" />');
    expect(first.text).toContain('$95,000/mes MXN');
    // The prerendered landing is not what this page shows.
    expect(first.text).not.toContain('Descubra Propiedades Excepcionales');
    const jsonLd = /<script type="application\/ld\+json" data-page-head>([\s\S]*?)<\/script>/.exec(first.text)?.[1];
    expect(JSON.parse(jsonLd!)).toMatchObject({ '@type': 'RealEstateListing', name: listing.title, offers: { price: 95_000, priceCurrency: 'MXN' } });
  });

  it('keeps the 404 for a listing that does not exist, still sending the app', async () => {
    const response = await send(running.baseUrl, '/propiedades/no-existe', { headers: html });
    expect(response.status).toBe(404);
    expect(response.text).toContain('<div id="root"></div>');
    expect(response.text).not.toContain('application/ld+json');
  });

  it('sends the page without the listing when the properties service cannot be asked, for the app to fetch', async () => {
    const response = await send(withoutProperties.baseUrl, `/propiedades/${listing.slug}`, { headers: html });
    expect(response.status).toBe(200);
    expect(response.text).toContain('<div id="root"></div>');
    expect(response.text).toContain('<link rel="canonical" href="https://prestigio.test/propiedades/casa-en-polanco" />');
  });

  it('keeps the prerendered landing at / but not with a search in the address, nor on other pages', async () => {
    const landing = await send(running.baseUrl, '/', { headers: html });
    expect(landing.text).toContain('<div id="root" data-prerendered><h1>Descubra Propiedades Excepcionales</h1></div>');
    expect(landing.text).toContain('<link rel="canonical" href="https://prestigio.test/" />');
    const search = await send(running.baseUrl, '/?operacion=rentar', { headers: html });
    expect(search.text).toContain('<div id="root"></div>');
    const terms = await send(running.baseUrl, '/terminos', { headers: html });
    expect(terms.text).toContain('<div id="root"></div>');
    expect(terms.text).toContain('<link rel="canonical" href="https://prestigio.test/terminos" />');
  });

  describe("with the web build's server render", () => {
    // Stands in for web/dist/.server/entry-server.js (web/src/entry-server.tsx): what it was given, and how many times.
    const serverEntry = `
      let renders = 0;
      export async function renderPageHtml({ path, siteUrl, data }) {
        if (path.endsWith('/${failingRender.slug}')) throw new Error('a part of the page failed');
        if (path.endsWith('/${endlessRender.slug}')) return new Promise(() => {});
        renders += 1;
        const render = renders;
        await new Promise((resolve) => setTimeout(resolve, 50));
        const listing = Object.values(data)[0];
        return '<article data-render="' + render + '" data-path="' + path + '" data-site="' + siteUrl + '"><h1>' + listing.title.replace(/</g, '&lt;') + '</h1></article>';
      }
    `;
    let rendering: RunningGateway;
    let renderingDist: ReturnType<typeof makeTempDir>;

    beforeAll(async () => {
      renderingDist = makeTempDir('prestigio-web-dist-ssr-');
      writeFileSync(join(renderingDist.dir, 'index.html'), indexHtml);
      mkdirSync(join(renderingDist.dir, '.server'));
      writeFileSync(join(renderingDist.dir, '.server', 'entry-server.js'), serverEntry);
      rendering = await startTestGateway({
        upstreams: { properties: [properties.url] },
        webDist: renderingDist.dir,
        publicSiteUrl: 'https://prestigio.test',
        tuning: { pageRenderTimeoutMs: 300 },
      });
    });

    afterAll(async () => {
      await rendering.gateway.close();
      renderingDist.remove();
    });

    it("puts the app's render of the listing in the root, for the browser to hydrate, rendering it once within the cache time", async () => {
      const first = await send(rendering.baseUrl, `/propiedades/${listing.slug}`, { headers: html });
      const second = await send(rendering.baseUrl, `/propiedades/${listing.slug}`, { headers: html });
      expect(first.status).toBe(200);
      expect(first.text).toContain(
        `<div id="root" data-prerendered><article data-render="1" data-path="/propiedades/${listing.slug}" data-site="https://prestigio.test"><h1>Casa &lt;/script> en Polanco</h1></article></div>`,
      );
      expect(second.text).toBe(first.text);
      // The head and the data the app hydrates from are there as without the render.
      expect(first.text).toContain('<link rel="canonical" href="https://prestigio.test/propiedades/casa-en-polanco" />');
      expect(first.text).toContain('<script type="application/json" id="page-data" data-page-head>');
    });

    it('asks for the listing and renders its page once for visitors who arrive together', async () => {
      const pages = await Promise.all(Array.from({ length: 5 }, () => send(rendering.baseUrl, `/propiedades/${busyProperty.slug}`, { headers: html })));
      const renderNumbers = pages.map((page) => /data-render="(\d+)"/.exec(page.text)?.[1]);
      expect(renderNumbers[0]).toBeDefined();
      expect(new Set(renderNumbers)).toEqual(new Set([renderNumbers[0]]));
      expect(properties.asked.filter((url) => url === `/api/properties/${busyProperty.slug}`)).toHaveLength(1);
    });

    it('sends the plain block when the render fails or takes too long, and the page all the same', async () => {
      for (const slug of [failingRender.slug, endlessRender.slug]) {
        const response = await send(rendering.baseUrl, `/propiedades/${slug}`, { headers: html });
        expect(response.status).toBe(200);
        expect(response.text).toContain('<div id="root"><main id="contenido"');
        expect(response.text).toContain('$95,000/mes MXN');
      }
    });

    it('never serves the server render as a file', async () => {
      const response = await send(rendering.baseUrl, '/.server/entry-server.js');
      expect(response.status).toBe(404);
      expect(response.text).not.toContain('renderPageHtml');
    });
  });
});
