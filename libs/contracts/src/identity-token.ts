// Node-only (node:crypto): imported as `@prestigio/contracts/identity-token`, never from the web bundle.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { identitySchema, type Identity } from './identity.js';

/** How long a signed identity is valid. Short: it only has to cross one hop, gateway → service. */
export const IDENTITY_TOKEN_TTL_MS = 30_000;

const tokenPayloadSchema = identitySchema.extend({
  /** Expiry, ms since epoch. */
  exp: z.number().int(),
  /** The request id the token was issued for: a token copied onto another request does not verify. */
  rid: z.string().min(1),
});

function mac(secret: string, body: string): Buffer {
  return createHmac('sha256', secret).update(body).digest();
}

/** `base64url(json).base64url(hmac)`, bound to one request id and valid for IDENTITY_TOKEN_TTL_MS. */
export function signIdentity(identity: Identity, secret: string, requestId: string, now = Date.now()): string {
  const payload = { ...identitySchema.parse(identity), exp: now + IDENTITY_TOKEN_TTL_MS, rid: requestId };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${mac(secret, body).toString('base64url')}`;
}

/** The identity, or null when the token is missing, forged, expired or issued for another request. */
export function verifyIdentity(
  token: string | undefined,
  secret: string,
  requestId: string | undefined,
  now = Date.now(),
): Identity | null {
  if (!token || !requestId) return null;
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = mac(secret, body);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = tokenPayloadSchema.safeParse(json);
  if (!parsed.success || parsed.data.exp < now || parsed.data.rid !== requestId) return null;
  const { userId, role, status } = parsed.data;
  return { userId, role, status };
}

/**
 * How a session token is known outside the cookie: auth stores only this, announces it on logout, and the gateway
 * keys its identity cache by it. Both sides must compute it alike, hence one definition.
 */
export function sessionKeyOf(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
