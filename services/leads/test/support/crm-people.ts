import { IDENTITY_HEADER, REQUEST_ID_HEADER, type ActiveAgent, type Identity } from '@prestigio/contracts';
import { signIdentity } from '@prestigio/contracts/identity-token';
import { randomUUID } from 'node:crypto';

/** The people of the CRM tests: two agents and an admin, as auth's `auth.agents.active` would list them. */
export function crmPeople() {
  const agentA: ActiveAgent = { id: randomUUID(), fullName: 'Andrea Agente', username: 'andrea', email: 'andrea@prestigio.test', role: 'agent' };
  const agentB: ActiveAgent = { id: randomUUID(), fullName: 'Bruno Agente', username: 'bruno', email: 'bruno@prestigio.test', role: 'agent' };
  const admin: ActiveAgent = { id: randomUUID(), fullName: 'Dirección', username: 'direccion', email: 'direccion@prestigio.test', role: 'admin' };
  return { agentA, agentB, admin };
}

/** What the gateway adds for a signed-in person: a signed identity bound to a fresh request id. */
export function identityHeaders(person: ActiveAgent | Identity, secret: string): Record<string, string> {
  const identity: Identity = 'userId' in person ? person : { userId: person.id, role: person.role, status: 'active' };
  const requestId = randomUUID();
  return { [REQUEST_ID_HEADER]: requestId, [IDENTITY_HEADER]: signIdentity(identity, secret, requestId) };
}
