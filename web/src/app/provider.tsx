import { lazy, Suspense, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { swrConfig } from '../lib/swr-config';

// Toasts only ever answer something the user did, never the first paint, so Radix Toast arrives in its own chunk
// right after it. toast() works before that: the store keeps what was raised until the outlet renders it.
const Toaster = lazy(async () => ({ default: (await import('../components/ui/toast/toaster')).Toaster }));

/** App-wide context: data-fetching defaults and the single toast outlet. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={swrConfig}>
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </SWRConfig>
  );
}
