/** How long a place of arrival is held while the sections and images around it load. */
const SETTLE_MS = 4_000;
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls with `align` now and again each time the page changes size, so a place of arrival holds while lazily loaded
 * sections, listings and photos arrive (a page not yet long enough would stop short; content growing above would push
 * the place down). Stops after a few seconds or as soon as the visitor scrolls, taps or types, so it never fights them.
 * Returns the stop.
 */
export function holdScroll(align: () => void, settleMs = SETTLE_MS): () => void {
  align();
  const observer = new ResizeObserver(align);
  observer.observe(document.body);
  const timer = window.setTimeout(stop, settleMs);
  for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { capture: true, passive: true });
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop, { capture: true });
  }
  return stop;
}

/** A section at the top of the screen, held there while the page above it loads (/#contacto on a phone stopped 260 px short). */
export function keepAnchorInView(target: HTMLElement, settleMs = SETTLE_MS): () => void {
  return holdScroll(() => target.scrollIntoView({ block: 'start', behavior: 'instant' }), settleMs);
}

/** The element a location hash names (`#contacto`), or null for none or a malformed one. */
export function elementOfHash(hash: string): HTMLElement | null {
  if (hash.length <= 1) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}
