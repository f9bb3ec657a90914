import './styles/index.css';
// The hero's entrance: it is in the server's HTML, so its styles must be in the document's first stylesheet, not
// arrive with the app's code.
import './features/landing/components/landing.css';
import { firstInteraction, holdActivationsUntilLive } from './lib/first-interaction';
import { nextTask } from './lib/import-in-turns';

/**
 * The entry. A page that arrives rendered by the server (`data-prerendered`: the landing, a listing) is whole and
 * readable as it is and its links work, so its app (React, the router, the page's code) starts once the page has
 * loaded and the browser is idle (or at the visitor's first interaction, if sooner), without waiting to be touched:
 * the first press is then as quick as the next. The app's code is evaluated a part at a time (React, then the
 * router and the page, the class merger's and the number formats' set-up, then the start), so no one task holds a
 * phone's main thread for long, and it hydrates what is on screen first, the rest as it comes near or the browser is
 * idle (lib/hydration-gate). A press or a form sent
 * before its control is live is held and done again once it is. A page that arrives empty (the portal, a search in
 * the address) starts its app at once.
 */
const root = document.getElementById('root');

// zod builds its parsers with `new Function` when the page may evaluate code, and probes whether it may with one as
// its first schema is built; the site's content security policy (script-src 'self') forbids it, so that probe was
// reported as a policy violation (Lighthouse's best practices) although zod then parses without. Its interpreted
// parsers from the start: zod reads its settings from this global when it loads, and this entry runs before any
// chunk that brings zod (whose own `z.config` would bring zod into this entry).
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

/**
 * The first number format a page creates loads the browser's number data (about 45 ms on a phone): done in a task of
 * its own, not inside the module or the render that first formats a price.
 */
const loadNumberFormats = () => new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' }).format(0);

async function startApp(): Promise<unknown> {
  await import('react-dom/client');
  await nextTask();
  await import('./app');
  await nextTask();
  (await import('./lib/cn')).prepareClassMerging();
  await nextTask();
  loadNumberFormats();
  await nextTask();
  return import('./main');
}

/** The page has loaded (its first paint is done and its pictures are not competing) and the browser is idle. */
function pageSettled(): Promise<void> {
  const loaded =
    document.readyState === 'complete' ? Promise.resolve() : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  return loaded.then(
    () =>
      new Promise<void>((resolve) => {
        if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 1_000 });
        else setTimeout(resolve, 0);
      }),
  );
}

if (root?.hasAttribute('data-prerendered')) {
  const settledOrTouched = firstInteraction ? Promise.race([pageSettled(), firstInteraction]) : pageSettled();
  holdActivationsUntilLive(settledOrTouched.then(startApp));
} else void startApp();
