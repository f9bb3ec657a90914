import { ArrowUp } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { useScrolledPast } from '../../../lib/use-scrolled-past';
import { BACK_TO_TOP_AFTER_PX } from '../../../lib/site-constants';

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Appears once the page is scrolled more than 500 px; hidden (and out of the tab order) before that. */
export function BackToTop() {
  const shown = useScrolledPast(BACK_TO_TOP_AFTER_PX);
  return (
    <button
      type="button"
      aria-label="Volver arriba"
      title="Volver arriba"
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
      className={cn(
        'fixed right-5 bottom-24 z-30 inline-flex h-12 w-12 items-center justify-center rounded-full bg-gold-400 text-navy-900 shadow-lg shadow-navy-950/25 transition-all duration-300 hover:bg-gold-300 motion-reduce:transition-none sm:right-8',
        shown ? 'visible translate-y-0 opacity-100' : 'invisible translate-y-3 opacity-0',
      )}
    >
      <ArrowUp className="h-5 w-5" aria-hidden="true" />
    </button>
  );
}
