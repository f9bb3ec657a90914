import type { ActiveAgent } from '@prestigio/contracts';
import { randomUUID } from 'node:crypto';

/** The people of the CRM tests: two agents and an admin, as auth's `auth.agents.active` would list them. */
export function portalPeople() {
  const agentA: ActiveAgent = { id: randomUUID(), fullName: 'Andrea Agente', username: 'andrea', email: 'andrea@prestigio.test', role: 'agent' };
  const agentB: ActiveAgent = { id: randomUUID(), fullName: 'Bruno Agente', username: 'bruno', email: 'bruno@prestigio.test', role: 'agent' };
  const admin: ActiveAgent = { id: randomUUID(), fullName: 'Dirección', username: 'direccion', email: 'direccion@prestigio.test', role: 'admin' };
  return { agentA, agentB, admin };
}

export { identityHeaders } from '@prestigio/testing';
