import { createContext, useContext } from 'react';

/** What a render on the server knows that the browser reads from its own document. */
export interface ServerRender {
  /** The site's public address, without a trailing slash (PUBLIC_SITE_URL). */
  siteUrl: string;
  /** API answers the page would fetch first, by their URL (what the document's `#page-data` carries). */
  data: Record<string, unknown>;
}

/** Set only by the server's render (entry-server.tsx); null in the browser. */
export const ServerRenderContext = createContext<ServerRender | null>(null);

/**
 * The site's address: the public one on the server, the one in the address bar in the browser. Both are the same
 * for a visitor on the public site; a page built from it renders the same on both sides.
 */
export function useSiteOrigin(): string {
  const server = useContext(ServerRenderContext);
  return server ? server.siteUrl : window.location.origin;
}
