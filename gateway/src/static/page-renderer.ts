import { stat } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { Logger } from '../logger.js';

/** What the web build's server entry (web/src/entry-server.tsx) exports. */
interface ServerEntry {
  renderPageHtml(options: { path: string; siteUrl: string; data: Record<string, unknown>; signal?: AbortSignal }): Promise<string>;
}

export interface PageRenderRequest {
  /** The page's path, as the browser has it. */
  path: string;
  /** API answers the page starts from, by their URL (the same the document carries as `#page-data`). */
  data: Record<string, unknown>;
  /**
   * What the render is made of: while this very object is kept (PropertyPages keeps a listing's answer for its cache
   * time), the page is not rendered again.
   */
  source: object;
}

/**
 * Renders the app's pages with the web build's server entry (`<WEB_DIST>/.server/entry-server.js`, which the static
 * handler never serves: dotted paths are refused), so a listing's first response is its whole page, which the browser
 * hydrates. The module is the web app's own build output, loaded at run time as index.html is read; the gateway's
 * code does not import the web app. Without that file (an older build), or when a render fails or takes longer than
 * `timeoutMs`, it answers null and the page goes out with its plain block, as before.
 */
export class PageRenderer {
  private entry: Promise<ServerEntry | null> | undefined;
  private readonly rendered = new WeakMap<object, { path: string; html: Promise<string | null> }>();

  constructor(
    private readonly entryFile: string,
    private readonly siteUrl: string,
    private readonly timeoutMs: number,
  ) {}

  /** Loads the server entry ahead of the first page, so no visitor waits for it. */
  warmUp(logger: Logger): void {
    void this.loadEntry(logger);
  }

  /**
   * The page's HTML, or null for its plain block. One render per source and path: visitors who arrive together while
   * it is made share it, and a render that failed is not tried again until the source is replaced.
   */
  render({ path, data, source }: PageRenderRequest, logger: Logger): Promise<string | null> {
    const cached = this.rendered.get(source);
    if (cached?.path === path) return cached.html;
    const html = this.renderNow(path, data, logger);
    this.rendered.set(source, { path, html });
    return html;
  }

  private async renderNow(path: string, data: Record<string, unknown>, logger: Logger): Promise<string | null> {
    const entry = await this.loadEntry(logger);
    if (!entry) return null;
    const signal = AbortSignal.timeout(this.timeoutMs);
    try {
      return await Promise.race([
        entry.renderPageHtml({ path, siteUrl: this.siteUrl, data, signal }),
        new Promise<never>((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error(`no page after ${this.timeoutMs} ms`)), { once: true })),
      ]);
    } catch (error) {
      logger.warn(`${path}: the server render failed (${(error as Error).message}); page sent with its plain block`);
      return null;
    }
  }

  private async loadEntry(logger: Logger): Promise<ServerEntry | null> {
    if (this.entry) return this.entry;
    // Not there yet (the web app is still being built): asked again at the next page.
    if (!(await stat(this.entryFile).catch(() => null))?.isFile()) return null;
    this.entry = import(pathToFileURL(this.entryFile).href).then(
      (module: Partial<ServerEntry>) => {
        if (typeof module.renderPageHtml === 'function') return module as ServerEntry;
        logger.warn(`${this.entryFile} exports no renderPageHtml: pages are sent with their plain block`);
        return null;
      },
      (error: Error) => {
        logger.warn(`${this.entryFile} could not be loaded (${error.message}): pages are sent with their plain block`);
        return null;
      },
    );
    return this.entry;
  }
}
