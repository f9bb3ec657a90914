/** How long an anchor of arrival is kept in view while the sections and images above it load. */
const SETTLE_MS = 4_000;
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls to a section and keeps it at the top while what is above it grows (lazily loaded sections, listings and
 * photos arriving after the jump would otherwise push it down: /#contacto on a phone stopped 260 px short). Stops
 * after a few seconds or as soon as the visitor scrolls, taps or types, so it never fights them. Returns the stop.
 */
export function keepAnchorInView(target: HTMLElement, settleMs = SETTLE_MS): () => void {
  const align = () => target.scrollIntoView({ block: 'start', behavior: 'instant' });
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

/** The element a location hash names (`#contacto`), or null for none or a malformed one. */
export function elementOfHash(hash: string): HTMLElement | null {
  if (hash.length <= 1) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}
