import type { IncomingMessage } from 'node:http';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The Vite dev server (`npm run dev -w @prestigio/web`) proxies to the gateway from its own origin. */
export const DEVELOPMENT_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

function firstValue(value: string | string[] | undefined): string | undefined {
  return (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim() || undefined;
}

/**
 * CSRF defence in depth (the session cookie is already SameSite=Lax): a state-changing API call, or a WebSocket
 * upgrade, whose Origin is another site is refused. Browsers always send Origin on those; a request without one
 * (curl, server-to-server) is judged by Sec-Fetch-Site when present and otherwise allowed, since it cannot carry a
 * victim's cookies from a foreign page.
 */
export function isForeignOrigin(
  req: IncomingMessage,
  options: { allowedOrigins: ReadonlySet<string>; trustProxy: boolean; upgrade?: boolean },
): boolean {
  if (!options.upgrade && SAFE_METHODS.has(req.method ?? 'GET')) return false;
  const origin = firstValue(req.headers.origin);
  if (!origin) return firstValue(req.headers['sec-fetch-site']) === 'cross-site';
  if (options.allowedOrigins.has(origin)) return false;
  const host = (options.trustProxy ? firstValue(req.headers['x-forwarded-host']) : undefined) ?? req.headers.host;
  try {
    // The host alone decides: behind a TLS terminator the scheme the gateway sees may differ from the page's.
    return !host || new URL(origin).host !== host.toLowerCase();
  } catch {
    return true;
  }
}
