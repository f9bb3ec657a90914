import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { INTERNAL_HEADER_PREFIXES } from '@prestigio/contracts';
import { clientAddress } from './rate-limit.js';

/** Removes every client-sent header that only the gateway may set (identity, internal, user); returns their names. */
export function stripInternalHeaders(headers: IncomingHttpHeaders): string[] {
  const removed: string[] = [];
  for (const name of Object.keys(headers)) {
    const lower = name.toLowerCase();
    if (INTERNAL_HEADER_PREFIXES.some((prefix) => lower.startsWith(prefix))) {
      delete headers[name];
      removed.push(lower);
    }
  }
  return removed;
}

const hopByHopHeaders = ['connection', 'keep-alive', 'proxy-connection', 'proxy-authorization', 'te', 'trailer', 'upgrade'];

/**
 * Removes the client's hop-by-hop headers from a plain HTTP request (RFC 9110 §7.6.1). Forwarded as they are, a
 * client's `Connection: close` would close the kept-alive upstream socket after every request. Upgrades keep
 * theirs: `Connection: upgrade` is what asks the replica for a WebSocket.
 */
export function stripHopByHopHeaders(headers: IncomingHttpHeaders): void {
  const connection = headers.connection;
  const listed = typeof connection === 'string' ? connection.split(',').map((token) => token.trim().toLowerCase()) : [];
  for (const name of [...hopByHopHeaders, ...listed]) {
    // Framing stays: Node re-frames the upstream request from these.
    if (name !== 'content-length' && name !== 'transfer-encoding') delete headers[name];
  }
}

function firstValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.split(',')[0]?.trim() || undefined;
}

/** `https` when the client reached us over TLS (or, behind a trusted proxy, reached that proxy over TLS). */
export function requestProtocol(req: IncomingMessage, trustProxy: boolean): 'http' | 'https' {
  if ((req.socket as TLSSocket).encrypted) return 'https';
  if (trustProxy) return firstValue(req.headers['x-forwarded-proto'])?.toLowerCase() === 'https' ? 'https' : 'http';
  return 'http';
}

/**
 * Sets X-Forwarded-For/-Proto/-Host for the services. Unless a proxy in front is trusted, the client's own
 * forwarding headers are lies waiting to happen (spoofed client IP in logs and rate limits), so they are replaced.
 */
export function setForwardingHeaders(req: IncomingMessage, trustProxy: boolean): void {
  const headers = req.headers;
  const peer = req.socket.remoteAddress ?? '';
  // Read before the forwarding headers below are replaced.
  const client = clientAddress(req, trustProxy);
  const proto = requestProtocol(req, trustProxy);
  const host = (trustProxy ? firstValue(headers['x-forwarded-host']) : undefined) ?? headers.host ?? '';
  const priorChain = trustProxy ? headers['x-forwarded-for'] : undefined;
  const chain = Array.isArray(priorChain) ? priorChain.join(', ') : priorChain;
  for (const name of ['forwarded', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'x-forwarded-port', 'x-real-ip']) {
    delete headers[name];
  }
  headers['x-forwarded-for'] = chain ? `${chain}, ${peer}` : peer;
  // The client as the gateway judges it (behind a trusted proxy, the address that proxy saw): services read this
  // rather than the end of x-forwarded-for, which behind a proxy is the proxy itself.
  headers['x-real-ip'] = client;
  headers['x-forwarded-proto'] = proto;
  headers['x-forwarded-host'] = host;
}
