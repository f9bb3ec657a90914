import type { ComponentType } from 'react';
import { SWRConfig } from 'swr';
import { serverFallbackData } from './server-data';
import { swrConfig } from './swr-config';

/**
 * A lazily loaded part of the app with the app's data-fetching defaults (lib/swr-config) around it. SWR is not part
 * of the landing's entry chunk, which the header and hero need without it; every part that fetches arrives through
 * `lazyWithData` (lib/lazy-with-data), and they all share SWR's one default cache. What the server sent with the page
 * (lib/server-data) is the fallback of that cache.
 */
let config: typeof swrConfig & { fallback: Record<string, unknown> } | undefined;
/** One value for every part (a new object each render would make SWR's consumers render again). */
function dataDefaults() {
  config ??= { ...swrConfig, fallback: serverFallbackData() };
  return config;
}

export function withDataDefaults<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithDataDefaults(props: P) {
    return (
      <SWRConfig value={dataDefaults()}>
        <Component {...props} />
      </SWRConfig>
    );
  }
  WithDataDefaults.displayName = `WithDataDefaults(${Component.displayName ?? Component.name})`;
  return WithDataDefaults;
}
