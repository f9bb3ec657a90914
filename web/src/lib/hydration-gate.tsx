import { createContext, Suspense, use, useContext, useState, type ReactNode } from 'react';
import { isLive } from './first-interaction';
import { browserIdle } from './import-in-turns';

/** How far from the screen an island starts hydrating: ahead of the visitor, so it is live when it arrives. */
const NEAR_MARGIN = '400px 0px';

/** Islands released to hydrate, and the wait of each island that waited, by selector. */
const released = new Set<string>();
const waiting = new Map<string, Promise<void>>();

/** Islands still waiting for their idle turn, in the order React first rendered them. */
const idleTurns: { selector: string; release: () => void }[] = [];
let idleTurnRequested = false;

const whenIdle = (callback: () => void) => void browserIdle().then(callback);

/** Gives the next island still waiting its turn, then asks for another idle period for the one after it. */
function releaseNextWhenIdle(): void {
  if (idleTurnRequested) return;
  idleTurnRequested = true;
  whenIdle(() => {
    idleTurnRequested = false;
    let turn = idleTurns.shift();
    // One that came near the screen meanwhile has hydrated already: its turn goes to the next.
    while (turn && released.has(turn.selector)) turn = idleTurns.shift();
    turn?.release();
    if (idleTurns.length > 0) releaseNextWhenIdle();
  });
}

/**
 * Settles at the island's turn to hydrate while the browser is idle: one island per idle period, the next only once
 * the browser is idle again (React has hydrated the one before), so the islands' hydration is spread out rather than
 * done in one go.
 */
function idleTurn(selector: string): Promise<void> {
  return new Promise((release) => {
    idleTurns.push({ selector, release });
    releaseNextWhenIdle();
  });
}

/** Settles once `element` comes within NEAR_MARGIN of the viewport. */
function nearViewport(element: Element): Promise<void> {
  return new Promise((resolve) => {
    if (typeof IntersectionObserver === 'undefined') return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
  });
}

/**
 * The island's element as the server sent it, or null when there is nothing to wait for: on the server, when the
 * island is not in the document (a page the browser renders itself), once released, or once React owns it.
 */
function serverMarkupOf(selector: string): Element | null {
  if (typeof document === 'undefined' || released.has(selector)) return null;
  const element = document.querySelector(selector);
  return element && !isLive(element) ? element : null;
}

/** When the markup of the island being rendered was shown (epoch ms): the page's start, or null for a fresh render. */
const ServerMarkupShownAt = createContext<number | null>(null);

/**
 * When what this component renders was first on screen if it came in the server's markup (the page's start: the
 * visitor may have been filling a form before it was React's), or null when it is rendered now.
 */
export function useServerMarkupShownAt(): number | null {
  return useContext(ServerMarkupShownAt);
}

function WaitUntilNear({ selector }: { selector: string }): null {
  const element = serverMarkupOf(selector);
  if (!element) return null;
  if (waiting.has(selector)) {
    // React tries a waiting island again only when something it shows changed (a context such as the router's
    // location at an anchor jump, new props) or it is pressed. Waiting on would make React throw the server's markup
    // away and render the island anew, empty meanwhile, and the page would jump: it hydrates now instead.
    released.add(selector);
    return null;
  }
  const near = Promise.race([nearViewport(element), idleTurn(selector)]).then(() => void released.add(selector));
  waiting.set(selector, near);
  use(near);
  return null;
}

/**
 * A part of a server-rendered page that hydrates after what the visitor sees first (an island), so starting the app
 * costs the phone only that: as it comes near the screen, or else in its turn while the browser is idle, one island at
 * a time. All of them are hydrated soon after the app starts, before the visitor's first press if
 * they read first: the first move to another address (a search) changes the router's context above every island, and
 * React would then hydrate each one still waiting at once, before that move, making the first search pay for the
 * whole page (issue 28). Until then React keeps the server's markup as it is (nothing moves or is drawn again),
 * presses on it are held by the entry (lib/first-interaction), and what was typed into its fields is kept (React
 * keeps a field's value typed before hydration; web/e2e/server-rendered-pages proves it).
 * `selector` finds the island's own element in the server's markup; a page the browser renders itself has none there
 * yet, and renders the island at once. Renders no element of its own: the server's and the browser's trees match.
 */
export function HydrateWhenNear({ selector, children }: { selector: string; children: ReactNode }) {
  const [shownAt] = useState(() => (serverMarkupOf(selector) ? Math.round(performance.timeOrigin) : null));
  return (
    <ServerMarkupShownAt value={shownAt}>
      <Suspense fallback={null}>
        <WaitUntilNear selector={selector} />
        {children}
      </Suspense>
    </ServerMarkupShownAt>
  );
}
