import { ArrowUp } from 'lucide-react';
import { useRef } from 'react';
import { cn } from '../../../lib/cn';
import { useFreePlace } from '../../../lib/floating-clearance';
import { useScrolledPast } from '../../../lib/use-scrolled-past';
import { BACK_TO_TOP_AFTER_PX } from '../../../lib/site-constants';

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Its usual distance from the bottom of the screen: just above the chat's button. */
const USUAL_BOTTOM_PX = 96;

/**
 * Appears once the page is scrolled more than 500 px; hidden (and out of the tab order) before that. It never covers a
 * control or a message (a field, the sliders' values, the newsletter's answer): it moves up to the nearest free place,
 * and steps aside when there is none or the visitor is typing.
 */
export function BackToTop() {
  const button = useRef<HTMLButtonElement>(null);
  const scrolledPast = useScrolledPast(BACK_TO_TOP_AFTER_PX);
  const bottom = useFreePlace(button, USUAL_BOTTOM_PX, scrolledPast);
  const shown = scrolledPast && bottom !== null;
  return (
    <button
      ref={button}
      type="button"
      aria-label="Volver arriba"
      title="Volver arriba"
      // A bar across the bottom (a listing's contact bar on phones) does not step aside for it: it moves above the bar.
      data-floating
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
      className={cn(
        'fixed right-5 z-30 inline-flex h-12 w-12 items-center justify-center rounded-full bg-gold-400 text-navy-900 shadow-lg shadow-navy-950/25 transition-all duration-300 hover:bg-gold-300 motion-reduce:transition-none sm:right-8',
        shown ? 'visible translate-y-0 opacity-100' : 'invisible translate-y-3 opacity-0',
      )}
      style={{ bottom: bottom ?? USUAL_BOTTOM_PX }}
    >
      <ArrowUp className="h-5 w-5" aria-hidden="true" />
    </button>
  );
}
