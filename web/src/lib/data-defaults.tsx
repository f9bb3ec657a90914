import { useContext, type ComponentType } from 'react';
import { SWRConfig } from 'swr';
import { serverFallbackData } from './server-data';
import { ServerRenderContext } from './server-render';
import { swrConfig } from './swr-config';

type DataDefaults = typeof swrConfig & { fallback: Record<string, unknown> };

/**
 * A lazily loaded part of the app with the app's data-fetching defaults (lib/swr-config) around it. SWR is not part
 * of the landing's entry chunk, which the header and hero need without it; every part that fetches arrives through
 * `lazyWithData` (lib/lazy-with-data), and they all share SWR's one default cache. What the server sent with the page
 * (lib/server-data) is the fallback of that cache; on the server, what the render was given.
 */
let browserDefaults: DataDefaults | undefined;
/** One value per render's data (a new object each render would make SWR's consumers render again). */
const serverDefaults = new WeakMap<Record<string, unknown>, DataDefaults>();

function useDataDefaults(): DataDefaults {
  const server = useContext(ServerRenderContext);
  if (!server) return (browserDefaults ??= { ...swrConfig, fallback: serverFallbackData() });
  let defaults = serverDefaults.get(server.data);
  if (!defaults) serverDefaults.set(server.data, (defaults = { ...swrConfig, fallback: server.data }));
  return defaults;
}

export function withDataDefaults<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithDataDefaults(props: P) {
    return (
      <SWRConfig value={useDataDefaults()}>
        <Component {...props} />
      </SWRConfig>
    );
  }
  WithDataDefaults.displayName = `WithDataDefaults(${Component.displayName ?? Component.name})`;
  return WithDataDefaults;
}
