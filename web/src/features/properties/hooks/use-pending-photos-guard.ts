import { useEffect } from 'react';
import { useBlocker, type Blocker } from 'react-router-dom';

/**
 * Photos picked but not uploaded live only in this page: leaving it would drop them without a word. While there are
 * any, a move to another page of the app waits for the agent's answer (the blocker, shown by PendingPhotosDialog),
 * and closing or reloading the tab asks the browser's own question (beforeunload, whose text browsers fix).
 */
export function usePendingPhotosGuard(pending: number): Blocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => pending > 0 && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (pending === 0) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [pending]);

  return blocker;
}
