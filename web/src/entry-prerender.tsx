import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { routes } from './app/router';

/**
 * The landing's HTML at build time (web/scripts/prerender.mjs writes it into dist/index.html): the same tree as
 * main.tsx hydrates, with a static router at `/`. Data the page fetches (featured listings) renders in its loading
 * state, as it does in the browser's first render.
 */
export async function prerenderLandingHtml(): Promise<string> {
  const { query, dataRoutes } = createStaticHandler(routes);
  const context = await query(new Request('http://prerender.invalid/'));
  if (context instanceof Response) throw new Error(`the landing route answered a redirect (${context.status})`);
  const router = createStaticRouter(dataRoutes, context);
  const landing = (
    <StrictMode>
      <AppProvider>
        {/* hydrate={false}: no inline script (the CSP allows none); the client router starts from the URL itself. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>
  );
  // The first pass waits for every lazy part (the sections below the hero, the footer) to load. Its output streams
  // late parts with inline scripts, which the CSP forbids, so the HTML is the second, synchronous pass: with every
  // part loaded, nothing suspends and each boundary is plain markup.
  const { prelude } = await prerender(landing);
  await new Response(prelude).arrayBuffer();
  const html = renderToString(landing);
  if (/<!--\$[?!]-->|<script/.test(html)) throw new Error('the landing still suspended in its second render: some part is not prerendered');
  return html;
}
