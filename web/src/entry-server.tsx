import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { routes } from './app/router';
import { ServerRenderContext, type ServerRender } from './lib/server-render';

/**
 * The app rendered on the server, for pages that arrive whole and are hydrated in the browser (boot.ts, main.tsx):
 * the landing at build time (web/scripts/prerender.mjs) and a listing's page at request time (the gateway loads this
 * module from the build, gateway/src/static/page-renderer.ts). Bundled with its dependencies, so it runs wherever the
 * build is, without the web app's node_modules.
 */

export interface PageRender extends ServerRender {
  /** The page's path (and query string), as the browser will have it. */
  path: string;
  /** Gives up waiting for the page's code to load (only the first render of a page waits). */
  signal?: AbortSignal;
}

/** What React leaves where a part was not ready: a boundary that suspended and will be rendered in the browser. */
const SUSPENDED = /<!--\$[?!]-->/;

/** The HTML of the page at `path`, to go inside `<div id="root" data-prerendered>`. */
export async function renderPageHtml({ path, siteUrl, data, signal }: PageRender): Promise<string> {
  const { query, dataRoutes } = createStaticHandler(routes);
  const context = await query(new Request(new URL(path, `${siteUrl}/`), { signal }));
  if (context instanceof Response) throw new Error(`${path} answered a redirect (${context.status})`);
  const router = createStaticRouter(dataRoutes, context);
  const page: ReactNode = (
    <StrictMode>
      <ServerRenderContext value={{ siteUrl, data }}>
        <AppProvider>
          {/* hydrate={false}: no inline script (the CSP allows none); the client router starts from the URL itself. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </ServerRenderContext>
    </StrictMode>
  );
  // Once every lazily loaded part of the page has been loaded in this process, one synchronous render is the whole
  // page. The first time, a part is still loading: `prerender` waits for all of them (its own output streams late
  // parts with inline scripts, which the CSP forbids, so it is not used), and the synchronous render is done again.
  let html = renderToString(page);
  if (SUSPENDED.test(html)) {
    const { prelude } = await prerender(page, { signal });
    await new Response(prelude).arrayBuffer();
    html = renderToString(page);
  }
  if (SUSPENDED.test(html) || html.includes('<script')) throw new Error(`${path} still suspended in its second render: some part is not rendered`);
  return html;
}

/** The landing's HTML at build time: data the page fetches (featured listings) renders in its loading state. */
export function prerenderLandingHtml(): Promise<string> {
  return renderPageHtml({ path: '/', siteUrl: 'http://prerender.invalid', data: {} });
}
