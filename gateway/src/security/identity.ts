import type { IncomingMessage } from 'node:http';
import { IDENTITY_HEADER, type Identity } from '@prestigio/contracts';
import { signIdentity } from '@prestigio/contracts/identity-token';

/** Who is calling, from the request's session cookie; null for anonymous visitors. */
export type IdentityResolver = (req: IncomingMessage) => Promise<Identity | null>;

/**
 * The default for a gateway built without a resolver (tests of routing alone). main.ts plugs in the NATS-backed
 * SessionResolver (security/session-resolver.ts), which asks auth who holds the session cookie.
 * Here every caller is anonymous.
 */
export const resolveIdentity: IdentityResolver = async () => null;

/**
 * Asks the resolver and, for a known caller, sets the signed identity header bound to this request id.
 * Client-sent copies must already have been stripped. A failing resolver means anonymous, never a forged identity.
 */
export async function attachSignedIdentity(
  req: IncomingMessage,
  resolver: IdentityResolver,
  secret: string,
  requestId: string,
): Promise<Identity | null> {
  const identity = await resolver(req);
  if (identity) req.headers[IDENTITY_HEADER] = signIdentity(identity, secret, requestId);
  return identity;
}
