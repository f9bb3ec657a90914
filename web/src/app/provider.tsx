import { lazy, Suspense, type ReactNode } from 'react';

// Toasts only ever answer something the user did, never the first paint, so Radix Toast arrives in its own chunk
// right after it. toast() works before that: the store keeps what was raised until the outlet renders it.
const Toaster = lazy(async () => ({ default: (await import('../components/ui/toast/toaster')).Toaster }));

/**
 * App-wide context: the single toast outlet. The data-fetching defaults come with each lazily loaded part
 * (lib/lazy-with-data), so SWR stays out of the landing's entry chunk.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </>
  );
}
