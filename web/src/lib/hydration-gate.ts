import { use, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * What a visitor does first, whatever the device: moving the pointer, scrolling, touching, clicking, typing, tabbing,
 * following an anchor.
 */
const FIRST_SIGNS_OF_LIFE = ['pointermove', 'scroll', 'wheel', 'touchstart', 'pointerdown', 'mousedown', 'click', 'keydown', 'focusin', 'hashchange', 'popstate'];

/**
 * Settles at the visitor's first interaction with the page. Listening starts as soon as the app's code runs; a visitor
 * who arrived at an anchor (/#contacto), or scrolled or focused something before that, has already interacted.
 */
function listenForFirstInteraction(): Promise<void> {
  let release!: () => void;
  const promise = Object.assign(new Promise<void>((resolve) => (release = resolve)), { status: 'pending' });
  const open = () => {
    if (promise.status === 'fulfilled') return;
    // Settled synchronously, before React's own listener (on the root, after the window's capture) sees the event:
    // a click then hydrates its target at once.
    promise.status = 'fulfilled';
    for (const type of FIRST_SIGNS_OF_LIFE) window.removeEventListener(type, open, { capture: true });
    release();
  };
  const alreadyInteracted =
    window.location.hash.length > 1 || window.scrollY > 0 || (document.activeElement !== null && document.activeElement !== document.body);
  if (alreadyInteracted) open();
  else for (const type of FIRST_SIGNS_OF_LIFE) window.addEventListener(type, open, { capture: true, passive: true });
  return promise;
}

const firstInteraction: Promise<void> | null = typeof window === 'undefined' ? null : listenForFirstInteraction();

const subscribeToNothing = () => () => {};

/**
 * Holds the hydration of the part it is rendered in (the nearest Suspense boundary) until the visitor first interacts
 * with the page. The prerendered markup is on screen meanwhile, so nothing changes for the eye, but a phone's main
 * thread is not spent making below-the-fold controls live (and evaluating their code) before anyone could reach them.
 * Only while hydrating: on the server and in a client render (a later visit to the page within the app) it does
 * nothing.
 */
export function useHydrationGate(): void {
  // True only while React hydrates (it then reads the server snapshot).
  const hydrating = useSyncExternalStore(subscribeToNothing, () => false, () => true);
  if (hydrating && firstInteraction) use(firstInteraction);
}

/** False until the visitor first interacts with the page (always true after that, and for the rest of the visit). */
export function useVisitorInteracted(): boolean {
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    let mounted = true;
    void firstInteraction?.then(() => mounted && setInteracted(true));
    return () => {
      mounted = false;
    };
  }, []);
  return interacted;
}
