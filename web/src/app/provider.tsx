import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { Toaster } from '../components/ui/toast';
import { swrConfig } from '../lib/swr-config';

/** App-wide context: data-fetching defaults and the single toast outlet. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={swrConfig}>
      {children}
      <Toaster />
    </SWRConfig>
  );
}
