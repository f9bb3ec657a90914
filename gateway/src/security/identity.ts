import type { IncomingMessage } from 'node:http';
import { IDENTITY_HEADER, type Identity } from '@prestigio/contracts';
import { signIdentity } from '@prestigio/contracts/identity-token';

/** Who is calling, from the request's session cookie; null for anonymous visitors. */
export type IdentityResolver = (req: IncomingMessage) => Promise<Identity | null>;

/**
 * HOOK POINT (issue 3): resolve the session cookie to an identity by asking auth over NATS
 * (`RpcSubjects.resolveSession`, short cache, revoked on `auth.user.logged-out`). Until then every caller is
 * anonymous, and services see no identity header at all.
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
