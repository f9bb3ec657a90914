import type { ComponentType } from 'react';
import { SWRConfig } from 'swr';
import { swrConfig } from './swr-config';

/**
 * A lazily loaded part of the app with the app's data-fetching defaults (lib/swr-config) around it. SWR is not part
 * of the landing's entry chunk, which the header and hero need without it; every part that fetches arrives through
 * `lazyWithData` (lib/lazy-with-data), and they all share SWR's one default cache.
 */
export function withDataDefaults<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithDataDefaults(props: P) {
    return (
      <SWRConfig value={swrConfig}>
        <Component {...props} />
      </SWRConfig>
    );
  }
  WithDataDefaults.displayName = `WithDataDefaults(${Component.displayName ?? Component.name})`;
  return WithDataDefaults;
}
