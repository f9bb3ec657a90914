import { recordServerFormField } from './server-form-drafts';

/**
 * What a visitor does first, whatever the device: moving the pointer, scrolling, touching, clicking, typing, tabbing,
 * following an anchor.
 */
const FIRST_SIGNS_OF_LIFE = ['pointermove', 'scroll', 'wheel', 'touchstart', 'pointerdown', 'mousedown', 'click', 'keydown', 'focusin', 'hashchange', 'popstate'];

/**
 * Settles at the visitor's first interaction with the page. Listening starts as soon as the entry runs; a visitor
 * who arrived at an anchor (/#contacto), or scrolled or focused something before that, has already interacted.
 */
function listenForFirstInteraction(): Promise<void> {
  let release!: () => void;
  const interacted = new Promise<void>((resolve) => (release = resolve));
  const open = () => {
    for (const type of FIRST_SIGNS_OF_LIFE) window.removeEventListener(type, open, { capture: true });
    release();
  };
  const alreadyInteracted =
    window.location.hash.length > 1 || window.scrollY > 0 || (document.activeElement !== null && document.activeElement !== document.body);
  if (alreadyInteracted) open();
  else for (const type of FIRST_SIGNS_OF_LIFE) window.addEventListener(type, open, { capture: true, passive: true });
  return interacted;
}

/** The visitor's first interaction with this document (null outside a browser: the prerender). */
export const firstInteraction: Promise<void> | null = typeof window === 'undefined' ? null : listenForFirstInteraction();

/** Controls only the app can answer; a link or a field works without it, so theirs are left to the browser. */
const APP_CONTROL = 'button, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="radio"], [role="combobox"]';

/**
 * Whether React owns this element yet: it marks every DOM node it renders or hydrates with its props, under
 * `__reactProps$<random>` (so from React 17 to 19). A server-rendered control is dead until then.
 */
export function isLive(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

/** A form whose code arrives after the page's (the contact form: zod, react-hook-form), marked so in its markup. */
const LATE_CODE_FORM = 'form[data-late-code]';

/**
 * What a visitor does in a form's fields (React's "discrete" events, and the continuous ones it queues). React answers
 * each of these on a part it has not hydrated by hydrating that part at once. For a form whose code has not arrived
 * yet that attempt fails, and the next urgent render throws the server's form away and draws it anew, empty: what was
 * typed is lost. In such a form, while it is not React's, these are the browser's alone (typing, ticking and choosing
 * still work as in any page), and React keeps the values when it hydrates the form (should it draw the form anew,
 * lib/server-form-drafts has them). Other forms (the search, whose code is the page's) are left to React, which then
 * hydrates them at once and takes the event.
 */
const FIELD_EVENTS = [
  'input', 'change', 'textInput', 'beforeinput', 'keydown', 'keypress', 'keyup', 'compositionstart', 'compositionend',
  'copy', 'cut', 'paste', 'click', 'auxclick', 'dblclick', 'contextmenu', 'mousedown', 'mouseup', 'pointerdown',
  'pointerup', 'pointercancel', 'touchstart', 'touchend', 'touchcancel', 'dragstart', 'dragend', 'drop', 'reset',
  'focusin', 'focusout', 'mouseover', 'mouseout', 'pointerover', 'pointerout', 'dragenter', 'dragleave',
] as const;

/** How long a held press waits for its control to come alive once the app's code has loaded. */
const REPLAY_WINDOW_MS = 10_000;

/**
 * Holds what a visitor activates on a server-rendered page before React has made it live (a button pressed, a form
 * sent, while the app's code is on its way or the part is still being hydrated) and does it again as soon as that
 * control is live, so no press is lost and no form goes to the server as a plain HTML form. Live controls are left
 * alone; a press whose control is still not live ten seconds after it was made (and after the app loaded) is dropped.
 * If the app cannot start (its code failed to load), the page is left to the browser as it is.
 */
export function holdActivationsUntilLive(appLoaded: Promise<unknown>): void {
  // Only what the server rendered waits for React: controls added later by other code (the map's zoom buttons) are
  // never React's, and holding them would disable them. The entry runs once the document is parsed, so all are here.
  const serverRendered = new WeakSet<Element>(document.querySelectorAll(`#root :is(${APP_CONTROL}), #root form`));
  const held: { element: Element; heldAt: number; replay: () => void }[] = [];
  let loadedAt: number | null = null;
  let replaying = false;

  const replayLiveOnes = () => {
    const now = performance.now();
    for (const entry of held.splice(0)) {
      if (!entry.element.isConnected || now - Math.max(entry.heldAt, loadedAt!) > REPLAY_WINDOW_MS) continue;
      if (isLive(entry.element)) entry.replay();
      else held.push(entry);
    }
    replaying = held.length > 0;
    if (replaying) requestAnimationFrame(replayLiveOnes);
  };
  const hold = (event: Event, element: Element, replay: () => void) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ element, heldAt: performance.now(), replay });
    if (loadedAt !== null && !replaying) {
      replaying = true;
      requestAnimationFrame(replayLiveOnes);
    }
  };
  const holdClick = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(APP_CONTROL) : null;
    if (control && serverRendered.has(control) && !isLive(control)) hold(event, control, () => control.click());
  };
  const holdSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (form instanceof HTMLFormElement && serverRendered.has(form) && !isLive(form)) hold(event, form, () => form.requestSubmit());
  };
  // Registered after holdClick: a press on the form's button is held (and done again once live), not just kept from React.
  const leaveFieldsToBrowser = (event: Event) => {
    const form = event.target instanceof Element ? event.target.closest(LATE_CODE_FORM) : null;
    if (!(form instanceof HTMLFormElement) || !serverRendered.has(form) || isLive(form)) return;
    event.stopPropagation();
    if (event.type === 'input' || event.type === 'change') recordServerFormField(form, event.target);
  };
  const stopHolding = () => {
    document.removeEventListener('click', holdClick, { capture: true });
    document.removeEventListener('submit', holdSubmit, { capture: true });
    for (const type of FIELD_EVENTS) document.removeEventListener(type, leaveFieldsToBrowser, { capture: true });
  };
  document.addEventListener('click', holdClick, { capture: true });
  document.addEventListener('submit', holdSubmit, { capture: true });
  // Passive: it never cancels anything (scrolling a finger on the form stays smooth).
  for (const type of FIELD_EVENTS) document.addEventListener(type, leaveFieldsToBrowser, { capture: true, passive: true });
  appLoaded.then(
    () => {
      loadedAt = performance.now();
      replaying = true;
      requestAnimationFrame(replayLiveOnes);
      // Holding goes on after the app loaded: parts of the page hydrate later, as they near the screen
      // (lib/hydration-gate), and a press on one meanwhile waits for it as well.
    },
    () => {
      stopHolding();
      held.length = 0;
    },
  );
}
