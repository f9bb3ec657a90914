import { assignableAgentsSchema, type AssignableAgents } from '@prestigio/contracts';
import useSWR from 'swr';
import { apiRequest } from './api-client';
import { cacheKeys } from './swr-config';

/**
 * GET /api/leads/agents: who can hold clients and activities (active agents and admins), for names, filters and the
 * assignment picker; fetched once a session (accounts change rarely).
 */
export function useAssignableAgents() {
  const url = `${cacheKeys.leads}/agents`;
  const { data } = useSWR<AssignableAgents>(url, async () => assignableAgentsSchema.parse(await apiRequest('GET', url)));
  const agents = data?.agents ?? [];
  /** An agent's name; "Yo" for `me` (the signed-in user, in lists), "Sin asignar" for nobody. */
  const nameOf = (agentId: string | null, { me }: { me?: string } = {}) => {
    if (agentId === null) return 'Sin asignar';
    if (agentId === me) return 'Yo';
    return agents.find((agent) => agent.id === agentId)?.name ?? 'Otro agente';
  };
  return { agents, nameOf };
}
