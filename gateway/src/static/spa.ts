import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { isSiteRoute, propertyPath, REQUEST_ID_HEADER } from '@prestigio/contracts';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { Logger } from '../logger.js';
import { isApiPath, pathnameOf } from '../upstreams/route-table.js';
import { FEATURED_PROPERTIES_PATH, propertySlugOf, type PropertyPages } from './property-pages.js';
import { propertyContent, propertyHead, renderDocument, type DocumentOptions } from './page-documents.js';
import type { PageRenderer } from './page-renderer.js';

const logger = new Logger('Spa');

/** Vite puts content-hashed files under /assets: they never change under the same name. */
const HASHED_ASSETS_PREFIX = '/assets/';

export const cachePolicies = {
  /** Always revalidated, so a deploy is picked up on the next navigation. */
  index: 'no-cache',
  hashedAsset: 'public, max-age=31536000, immutable',
  /** favicon, robots.txt, images in public/: not hashed, so only briefly cached. */
  other: 'public, max-age=3600',
} as const;

/** Precompressed siblings written at build time, best first. */
const precompressedEncodings = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

function notFound(res: Response): void {
  res.status(404).type('text/plain; charset=utf-8').set('cache-control', 'no-store').send('No encontrado');
}

const missingBuildPage = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Sitio en mantenimiento</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem">
<h1>El sitio web no está disponible en este momento</h1>
<p>La aplicación web todavía no se ha compilado en este servidor. Intente de nuevo en unos minutos.</p>
</body></html>`;

export interface PageDocumentSources {
  /** The site's public address (canonical URLs, Open Graph), without a trailing slash. */
  siteUrl: string;
  listings: PropertyPages;
  /**
   * The app's server render (the web build's own) of a listing's page and of the landing with its featured listings,
   * or null: the listing's plain block, the landing prerendered at build time.
   */
  renderer: PageRenderer | null;
}

/** index.html as last read, read again when the build replaces it. */
interface IndexTemplate {
  mtimeMs: number;
  size: number;
  text: string;
}

/**
 * Serves the built SPA: real files with their cache policy and precompressed variants, the page documents built
 * from index.html for the app's pages (history fallback, see page-documents.ts; with a 404 status for paths no page
 * knows and for listings that do not exist), a real 404 for missing files, and a 503 page while there is no build.
 */
export function createSpaHandler(webDist: string, pages: PageDocumentSources): RequestHandler {
  const root = resolve(webDist);
  const indexFile = resolve(root, 'index.html');
  let template: IndexTemplate | undefined;

  async function readTemplate(): Promise<string | null> {
    const stats = await stat(indexFile).catch(() => null);
    if (!stats?.isFile()) return null;
    if (template?.mtimeMs !== stats.mtimeMs || template.size !== stats.size) {
      template = { mtimeMs: stats.mtimeMs, size: stats.size, text: await readFile(indexFile, 'utf8') };
    }
    return template.text;
  }

  async function sendFile(req: Request, res: Response, path: string, cacheControl: string): Promise<void> {
    res.set('cache-control', cacheControl);
    res.vary('Accept-Encoding');
    const available: { encoding: string; suffix: string }[] = [];
    for (const variant of precompressedEncodings) {
      if (await isFile(path + variant.suffix)) available.push(variant);
    }
    // Our preference (br is smaller), not the order of the client's list, among what the client accepts.
    const variant = available.find((candidate) => req.acceptsEncodings(candidate.encoding) === candidate.encoding);
    if (variant) {
      // Typed as the original file; `compression` sees the encoding and leaves the body alone.
      res.type(extname(path));
      res.set('content-encoding', variant.encoding);
    }
    await new Promise<void>((done) => {
      res.sendFile(variant ? path + variant.suffix : path, { cacheControl: false, dotfiles: 'allow' }, (error) => {
        if (error && !res.headersSent) {
          res.removeHeader('content-encoding');
          notFound(res);
        }
        done();
      });
    });
  }

  /**
   * A page's document. A path no page knows still gets the app (it shows the not-found screen), but with a 404 for
   * crawlers and tools; so does a listing the properties service does not know. When that service cannot be asked,
   * the listing's page goes out without its head and the app fetches it as usual.
   */
  async function sendDocument(req: Request, res: Response, pathname: string): Promise<void> {
    const html = await readTemplate();
    if (html === null) {
      logger.warn(`no index.html in ${root}: answering 503 until the web app is built`);
      res.status(503).type('html').set({ 'cache-control': 'no-store', 'retry-after': '30' }).send(missingBuildPage);
      return;
    }
    let status = isSiteRoute(pathname) ? 200 : 404;
    const options: DocumentOptions = {
      siteUrl: pages.siteUrl,
      canonicalPath: pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname,
      // The landing's markup is its default search: a search in the address is rendered by the app.
      keepPrerendered: pathname === '/' && !req.url.includes('?'),
    };
    const slug = propertySlugOf(pathname);
    const requestLogger = logger.forRequest(String(req.headers[REQUEST_ID_HEADER] ?? ''));
    if (options.keepPrerendered && pages.renderer) {
      // The landing with the catalogue's featured listings in it; when the catalogue does not answer or the render
      // fails, the build's prerendered landing (its listings in their loading state, fetched by the app).
      const featured = await pages.listings.featured(requestLogger);
      if (featured !== 'unavailable') {
        const data = { [FEATURED_PROPERTIES_PATH]: featured };
        const rendered = await pages.renderer.render({ path: '/', data, source: featured }, requestLogger);
        if (rendered != null) {
          options.content = rendered;
          options.contentIsApp = true;
          options.data = data;
        }
      }
    }
    if (slug !== null) {
      const lookup = await pages.listings.lookup(slug, requestLogger);
      if (lookup !== 'unavailable' && lookup.found === null) status = 404;
      else if (lookup !== 'unavailable') {
        options.canonicalPath = propertyPath(lookup.found.slug);
        options.head = propertyHead(lookup.found, pages.siteUrl, slug);
        const rendered = await pages.renderer?.render({ path: pathname, data: options.head.data ?? {}, source: lookup.found }, requestLogger);
        options.content = rendered ?? propertyContent(lookup.found, pages.siteUrl);
        options.contentIsApp = rendered != null;
      }
    }
    res.status(status).type('html').set('cache-control', cachePolicies.index).send(renderDocument(html, options));
  }

  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(pathnameOf(req.url));
    } catch {
      return notFound(res);
    }
    if (isApiPath(pathname)) return next();
    const path = resolve(root, `.${pathname}`);
    const segments = pathname.split('/');
    // No escaping the build folder, no dotfiles.
    if (pathname.includes('\0') || (path !== root && !path.startsWith(root + sep)) || segments.some((s) => s.startsWith('.'))) {
      return notFound(res);
    }
    void (async () => {
      if (path !== root && (await isFile(path))) {
        if (path === indexFile) return sendDocument(req, res, '/');
        return sendFile(req, res, path, pathname.startsWith(HASHED_ASSETS_PREFIX) ? cachePolicies.hashedAsset : cachePolicies.other);
      }
      const lastSegment = segments[segments.length - 1] ?? '';
      const looksLikeFile = lastSegment.includes('.');
      if (pathname.startsWith(HASHED_ASSETS_PREFIX) || looksLikeFile || !req.accepts('html')) return notFound(res);
      return sendDocument(req, res, pathname);
    })().catch(next);
  };
}
