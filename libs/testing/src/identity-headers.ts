import { IDENTITY_HEADER, REQUEST_ID_HEADER, type ActiveAgent, type Identity } from '@prestigio/contracts';
import { signIdentity } from '@prestigio/contracts/identity-token';
import { randomUUID } from 'node:crypto';

/** What the gateway adds for a signed-in person: a signed identity bound to a fresh request id. */
export function identityHeaders(person: ActiveAgent | Identity, secret: string): Record<string, string> {
  const identity: Identity = 'userId' in person ? person : { userId: person.id, role: person.role, status: 'active' };
  const requestId = randomUUID();
  return { [REQUEST_ID_HEADER]: requestId, [IDENTITY_HEADER]: signIdentity(identity, secret, requestId) };
}
