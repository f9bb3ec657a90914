import { useCallback, useState } from 'react';

/**
 * Becomes true (and stays true) once the element comes within `rootMargin` of the viewport: the cue to download a
 * below-the-fold part's code just before the visitor reaches it.
 */
export function useNearViewport<T extends Element>(rootMargin = '600px'): [(element: T | null) => void, boolean] {
  const [near, setNear] = useState(false);
  const ref = useCallback(
    (element: T | null) => {
      if (!element || near) return;
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setNear(true);
            observer.disconnect();
          }
        },
        { rootMargin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near, rootMargin],
  );
  return [ref, near];
}
