import { startTransition, useCallback, useState } from 'react';
import { cn } from '../../lib/cn';

interface PortraitProps {
  /** The photo's address; the initials stay when it is missing or does not load. */
  src?: string;
  initials: string;
  /** Size, shape and ring of the circle (it reserves its space: nothing moves when the photo arrives). */
  className: string;
  /** The initials' type. */
  initialsClassName: string;
}

/**
 * A person's photo in a circle over their initials: the initials show at once, the photo fades in over them once it
 * has loaded, and a photo that cannot load (an unreachable host) is removed, leaving the initials, never a broken image.
 * Decorative: the person's name is always written beside it.
 */
export function Portrait({ src, initials, className, initialsClassName }: PortraitProps) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  // In the prerendered landing the photo may have loaded, or failed, before hydration attached onLoad and onError.
  // Not urgent: see PropertyPhoto (an urgent render can throw away a form still waiting for its code).
  const settledBeforeHydration = useCallback((image: HTMLImageElement | null) => {
    if (image?.complete) startTransition(() => setState(image.naturalWidth > 0 ? 'loaded' : 'failed'));
  }, []);
  return (
    <span aria-hidden="true" data-testid="portrait" className={cn('relative flex shrink-0 items-center justify-center overflow-hidden rounded-full', className)}>
      <span className={initialsClassName}>{initials}</span>
      {src && state !== 'failed' && (
        <img
          ref={settledBeforeHydration}
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          data-portrait={state}
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
          className={cn(
            'absolute inset-0 h-full w-full object-cover transition-opacity duration-500 motion-reduce:transition-none',
            state === 'loaded' ? 'opacity-100' : 'opacity-0',
          )}
        />
      )}
    </span>
  );
}
