import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeTempDir, send, startTestGateway, type RunningGateway } from './support/gateway-harness.js';

// The build's index.html as far as the gateway reads it: the page-head block and the landing prerendered at build
// time, its featured listings in their loading state.
const indexHtml = [
  '<!doctype html><html lang="es"><head><!--page-head-->',
  '<title>Prestigio | Propiedades</title>',
  '<link rel="canonical" href="/" />',
  '<meta property="og:url" content="/" />',
  '<!--/page-head--></head><body><div id="root" data-prerendered><h1>Descubra Propiedades Excepcionales</h1><p>Cargando destacadas</p></div><!--/root--></body></html>',
].join('\n');
const html = { accept: 'text/html' };
const PRERENDERED = '<div id="root" data-prerendered><h1>Descubra Propiedades Excepcionales</h1><p>Cargando destacadas</p></div>';

const featuredListing = (slug: string, title: string, price: number) => ({
  id: `0b6f8f57-0000-4000-8000-${slug.length.toString().padStart(12, '0')}`,
  slug,
  title,
  mainImage: null,
  operationType: 'comprar',
  status: 'destacado',
  propertyType: 'casa',
  location: 'Polanco, Ciudad de México',
  city: 'Ciudad de México',
  colonia: 'Polanco',
  state: 'Ciudad de México',
  price,
  bedrooms: 4,
  bathrooms: 3,
  halfBathrooms: 1,
  parkingSpaces: 2,
  landArea: 400,
  buildingArea: 350,
  hasGarden: true,
  createdAt: '2026-11-01T12:00:00.000Z',
});
const featured = [featuredListing('casa-en-polanco', 'Casa </script> en Polanco', 12_500_000), featuredListing('loft-roma', 'Loft en la Roma', 6_900_000)];

/** How the fake catalogue answers `GET /api/properties/featured` at the moment. */
type CatalogueMode = 'answers' | 'fails' | 'garbage';

/** The properties service's featured endpoint; counts what it is asked, answers as `mode` says. */
function startPropertiesService(): Promise<{ server: Server; url: string; asked: () => number; mode: { current: CatalogueMode } }> {
  let asked = 0;
  const mode = { current: 'answers' as CatalogueMode };
  const server = createServer((req, res) => {
    if (req.url === '/health') return res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    if (req.url !== '/api/properties/featured') return res.writeHead(404, { 'content-type': 'application/json' }).end('{}');
    asked += 1;
    // Answers a little late, so visitors arriving together overlap.
    setTimeout(() => {
      if (mode.current === 'fails') return res.writeHead(503, { 'content-type': 'application/json' }).end('{"statusCode":503}');
      const body = mode.current === 'garbage' ? '[{"id":1}]' : JSON.stringify(featured);
      res.writeHead(200, { 'content-type': 'application/json' }).end(body);
    }, 30);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked: () => asked, mode }),
    ),
  );
}

// Stands in for web/dist/.server/entry-server.js: renders the landing from the featured listings it is given, and
// tells how many renders it has made; fails while the test sets `landingRenderFails`.
const serverEntry = `
  let renders = 0;
  export async function renderPageHtml({ path, siteUrl, data }) {
    if (globalThis.landingRenderFails) throw new Error('a part of the page failed');
    renders += 1;
    const listings = data['/api/properties/featured'];
    return '<main data-render="' + renders + '" data-path="' + path + '" data-site="' + siteUrl + '">' +
      listings.map((listing) => '<article>' + listing.title.replace(/</g, '&lt;') + '</article>').join('') + '</main>';
  }
`;

describe('the landing rendered by the gateway with its featured listings', () => {
  let dist: ReturnType<typeof makeTempDir>;
  let properties: Awaited<ReturnType<typeof startPropertiesService>>;
  let running: RunningGateway;
  let shortCache: RunningGateway;
  let withoutCatalogue: RunningGateway;

  beforeAll(async () => {
    dist = makeTempDir('prestigio-web-dist-landing-');
    writeFileSync(join(dist.dir, 'index.html'), indexHtml);
    mkdirSync(join(dist.dir, '.server'));
    writeFileSync(join(dist.dir, '.server', 'entry-server.js'), serverEntry);
    properties = await startPropertiesService();
    const upstreams = { properties: [properties.url] };
    running = await startTestGateway({ upstreams, webDist: dist.dir, publicSiteUrl: 'https://prestigio.test', tuning: { propertyPageCacheMs: 60_000 } });
    shortCache = await startTestGateway({ upstreams, webDist: dist.dir, tuning: { propertyPageCacheMs: 200 } });
    withoutCatalogue = await startTestGateway({ upstreams: {}, webDist: dist.dir });
  });

  beforeEach(() => {
    properties.mode.current = 'answers';
    (globalThis as { landingRenderFails?: boolean }).landingRenderFails = false;
  });

  afterAll(async () => {
    await Promise.all([running.gateway.close(), shortCache.gateway.close(), withoutCatalogue.gateway.close()]);
    await new Promise((resolve) => properties.server.close(resolve));
    dist.remove();
  });

  it('renders / with the featured listings and sends them as the data the app hydrates from, once within the cache time', async () => {
    const before = properties.asked();
    const first = await send(running.baseUrl, '/', { headers: html });
    const second = await send(running.baseUrl, '/', { headers: html });
    expect(first.status).toBe(200);
    expect(first.text).toContain(
      '<div id="root" data-prerendered><main data-render="1" data-path="/" data-site="https://prestigio.test"><article>Casa &lt;/script> en Polanco</article><article>Loft en la Roma</article></main></div><!--/root-->',
    );
    expect(first.text).not.toContain('Cargando destacadas');
    // Asked and rendered once: the second visitor gets the same page.
    expect(second.text).toBe(first.text);
    expect(properties.asked() - before).toBe(1);

    const pageData = /<script type="application\/json" id="page-data" data-page-head>([\s\S]*?)<\/script>/.exec(first.text)?.[1];
    // No title can close the script tag.
    expect(pageData).not.toContain('</script>');
    expect(JSON.parse(pageData!)).toEqual({ '/api/properties/featured': featured });
    // The landing's own head is kept.
    expect(first.text).toContain('<title>Prestigio | Propiedades</title>');
    expect(first.text).toContain('<link rel="canonical" href="https://prestigio.test/" />');
  });

  it('asks the catalogue and renders once for visitors who arrive together', async () => {
    const before = properties.asked();
    const pages = await Promise.all(Array.from({ length: 5 }, () => send(shortCache.baseUrl, '/', { headers: html })));
    const renders = new Set(pages.map((page) => /data-render="(\d+)"/.exec(page.text)?.[1]));
    expect(renders.size).toBe(1);
    expect([...renders][0]).toBeDefined();
    expect(properties.asked() - before).toBe(1);
  });

  it('asks the catalogue again once the cache time is over', async () => {
    await send(shortCache.baseUrl, '/', { headers: html });
    const before = properties.asked();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const later = await send(shortCache.baseUrl, '/', { headers: html });
    expect(properties.asked() - before).toBe(1);
    expect(later.text).toContain('<article>Loft en la Roma</article>');
  });

  it('sends the prerendered landing when the catalogue fails, answers nonsense or cannot be asked, and renders again once it answers', async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const mode of ['fails', 'garbage'] as const) {
      properties.mode.current = mode;
      const page = await send(shortCache.baseUrl, '/', { headers: html });
      expect(page.status).toBe(200);
      expect(page.text).toContain(PRERENDERED);
      expect(page.text).not.toContain('id="page-data"');
    }
    const offline = await send(withoutCatalogue.baseUrl, '/', { headers: html });
    expect(offline.status).toBe(200);
    expect(offline.text).toContain(PRERENDERED);

    // A failure is not kept: the next visitor after the catalogue recovers gets the listings.
    properties.mode.current = 'answers';
    const recovered = await send(shortCache.baseUrl, '/', { headers: html });
    expect(recovered.text).toContain('<article>Casa &lt;/script> en Polanco</article>');
  });

  it('sends the prerendered landing when the render fails', async () => {
    (globalThis as { landingRenderFails?: boolean }).landingRenderFails = true;
    // A fresh answer from the catalogue (the short cache expired), so a fresh render, which fails.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const page = await send(shortCache.baseUrl, '/', { headers: html });
    expect(page.status).toBe(200);
    expect(page.text).toContain(PRERENDERED);
    expect(page.text).not.toContain('id="page-data"');
  });

  it('leaves a search in the address to the app: no render, no catalogue request', async () => {
    const before = properties.asked();
    const search = await send(running.baseUrl, '/?operacion=rentar', { headers: html });
    expect(search.text).toContain('<div id="root"></div>');
    expect(properties.asked()).toBe(before);
  });
});
