import { randomUUID } from 'node:crypto';

/** UUIDs and short opaque tokens: safe to log and to put in headers, too short to smuggle anything. */
const wellFormedRequestId = /^[A-Za-z0-9][A-Za-z0-9_-]{7,63}$/;

/** Keeps a client's correlation id only when it is well formed; otherwise a fresh UUID. */
export function acceptOrCreateRequestId(sent: string | string[] | undefined): string {
  const candidate = Array.isArray(sent) ? undefined : sent;
  return candidate && wellFormedRequestId.test(candidate) ? candidate : randomUUID();
}
