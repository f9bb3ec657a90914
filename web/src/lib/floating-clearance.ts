import { useEffect, useState, type RefObject } from 'react';
import { afterNextPaint } from './after-next-paint';

/**
 * What a floating element must never sit on: controls, their labels and values, messages meant to be read, and blocks
 * marked `data-keep-clear` (the footer's newsletter, read as one).
 */
const CONTROL_OR_MESSAGE =
  'a, button, input, select, textarea, label, output, summary, [role="slider"], [role="status"], [role="alert"], [aria-live], [data-keep-clear]';
const TYPING_FIELD = 'input:not([type="checkbox"]):not([type="radio"]):not([type="range"]), select, textarea, [contenteditable="true"]';

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Points per side of the grid probed under a floating element: on a 48 px button, anything 16 px high is found. */
const PROBES_PER_SIDE = 4;

/**
 * Whether a floating element standing in `box` would cover a control or a message: what lies directly under it (the
 * topmost element below, other than the floating one and the small buttons marked `data-floating` that make way for
 * it, like the back-to-top button) on a grid of points from edge to edge.
 */
export function coversControlOrMessage(floating: HTMLElement, { left, top, right, bottom }: Box): boolean {
  const along = (from: number, to: number) =>
    Array.from({ length: PROBES_PER_SIDE }, (_, n) => from + 1 + ((to - from - 2) * n) / (PROBES_PER_SIDE - 1));
  const columns = along(left, right);
  return along(top, bottom).some((y) =>
    columns.some((x) => {
      const below = document.elementsFromPoint(x, y).find((element) => !floating.contains(element) && !element.closest('[data-floating]'));
      return below?.closest(CONTROL_OR_MESSAGE) != null;
    }),
  );
}

/** Whether the visitor is typing in a field (a phone's keyboard is then up and the screen short). */
function isTyping(): boolean {
  return document.activeElement?.matches(TYPING_FIELD) ?? false;
}

/**
 * How far a floating button may move up to find a free place (a share of the screen's height), and in what steps. A
 * laptop's screen has room above the footer's newsletter block (about 260 px tall) for it; a phone's keeps it low.
 */
const HIGHEST_SHARE = 0.4;
const HIGHEST_SHARE_WIDE = 0.65;
const WIDE_PX = 1024;
const STEP_PX = 16;

/**
 * Where the fixed element in `ref` may stand, as its distance from the bottom of the screen: its usual place
 * (`usualBottom`) when that covers no control or message, else the nearest free place above it (up to 40 % of the
 * screen), or null (hide it) when there is none or the visitor is typing. Its left and size are read from its layout
 * (offsets ignore transforms, so a button sliding in is judged where it will stand). Checked at most once a frame, after
 * its paint, as the page scrolls, resizes, changes or the focus moves, and only while `active`. With `mayRise` false (a bar
 * across the screen) it only stands at its usual place or steps aside.
 */
export function useFreePlace(ref: RefObject<HTMLElement | null>, usualBottom: number, active: boolean, mayRise = true): number | null {
  const [place, setPlace] = useState<number | null>(usualBottom);

  useEffect(() => {
    if (!active) return;
    let scheduled: (() => void) | null = null;
    const check = () => {
      scheduled = null;
      const floating = ref.current;
      if (!floating || isTyping()) return setPlace(null);
      const [left, width, height] = [floating.offsetLeft, floating.offsetWidth, floating.offsetHeight];
      const share = window.innerWidth >= WIDE_PX ? HIGHEST_SHARE_WIDE : HIGHEST_SHARE;
      const highest = mayRise ? Math.max(usualBottom, window.innerHeight * share) : usualBottom;
      for (let bottom = usualBottom; bottom <= highest; bottom += STEP_PX) {
        const top = window.innerHeight - bottom - height;
        if (!coversControlOrMessage(floating, { left, top, right: left + width, bottom: top + height })) return setPlace(bottom);
      }
      setPlace(null);
    };
    // Checked just after the next frame is painted, not before it: probing the page under the element takes tens of
    // milliseconds on a phone, which before the paint would hold back what a press shows (its Interaction to Next
    // Paint); the element moves a frame later instead.
    const schedule = () => {
      scheduled ??= afterNextPaint(check);
    };
    const changes = new MutationObserver(schedule);
    changes.observe(document.body, { childList: true, subtree: true, characterData: true });
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    document.addEventListener('focusin', schedule);
    document.addEventListener('focusout', schedule);
    schedule();
    return () => {
      changes.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      document.removeEventListener('focusin', schedule);
      document.removeEventListener('focusout', schedule);
      scheduled?.();
    };
  }, [ref, usualBottom, active, mayRise]);

  return place;
}

/** What a visitor can press or type in: the control a toast answers. */
const CONTROL = 'a, button, input, select, textarea, summary, [role="button"]';
let lastUsedControl: WeakRef<Element> | null = null;

function rememberControl(event: Event): void {
  const control = event.target instanceof Element ? event.target.closest(CONTROL) : null;
  if (control) lastUsedControl = new WeakRef(control);
}

/**
 * Remembers the control the visitor last pressed or typed in, even when it loses the focus (a send button disabled
 * while its form is sent). Returns the stop.
 */
export function trackUsedControls(): () => void {
  document.addEventListener('pointerdown', rememberControl, { capture: true, passive: true });
  document.addEventListener('keydown', rememberControl, { capture: true, passive: true });
  return () => {
    document.removeEventListener('pointerdown', rememberControl, { capture: true });
    document.removeEventListener('keydown', rememberControl, { capture: true });
  };
}

/** The height kept for a toast at the bottom of the screen, and the gap it leaves above what it must not cover. */
const TOAST_ZONE_PX = 160;
const TOAST_GAP_PX = 8;
/** The toast viewport's width from `md` up (spec: at most 420 px); full width below. */
const TOAST_MAX_WIDTH_PX = 420;

/**
 * How far above the bottom of the screen the toasts must stand (from `sm` up they sit bottom right) to leave in sight
 * the control the visitor just used (the form's send button, say, focused or last pressed) and any bar fixed at the bottom (`data-bottom-bar`:
 * the listing form's save bar). Zero when nothing of that is down there.
 */
export function toastBottomClearance(): number {
  const zoneLeft = window.innerWidth >= 768 ? window.innerWidth - TOAST_MAX_WIDTH_PX : 0;
  const zoneTop = window.innerHeight - TOAST_ZONE_PX;
  const boxes = [...document.querySelectorAll('[data-bottom-bar]')].map((bar) => bar.getBoundingClientRect());
  const focused = document.activeElement;
  if (focused && focused !== document.body) boxes.push(focused.getBoundingClientRect());
  const used = lastUsedControl?.deref();
  if (used?.isConnected) boxes.push(used.getBoundingClientRect());
  let clearance = 0;
  for (const box of boxes) {
    const inZone = box.right > zoneLeft && box.bottom > zoneTop && box.top < window.innerHeight && box.width > 0;
    if (inZone) clearance = Math.max(clearance, window.innerHeight - box.top + TOAST_GAP_PX);
  }
  return Math.min(clearance, zoneTop);
}
