import type { LeadDetail, PublicUser } from '@prestigio/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { toast } from '../../../components/ui/toast';
import { apiErrorMessage } from '../../../lib/api-client';
import { useAssignableAgents, useLeadChanges } from '../api/leads';

/** Who attends the client: an admin gives it to anyone; an agent may take an unassigned client (the server decides). */
export function LeadAssignment({ lead, user }: { lead: LeadDetail; user: PublicUser }) {
  const { agents, nameOf } = useAssignableAgents();
  const { assign } = useLeadChanges(lead.id);
  const [busy, setBusy] = useState(false);

  const give = async (agentId: string | null) => {
    setBusy(true);
    try {
      await assign({ agentId });
      toast({ title: 'Asignación actualizada', description: agentId === null ? 'El cliente quedó sin agente.' : agentId === user.id ? 'Ahora lo atiendes tú.' : `Ahora lo atiende ${nameOf(agentId)}.` });
    } catch (failure) {
      toast({ title: 'Error', description: apiErrorMessage(failure) ?? 'No se pudo cambiar el agente.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="lead-agent" className="space-y-3 rounded-xl bg-white p-6 shadow-sm ring-1 ring-navy-100">
      <h2 id="lead-agent" className="font-semibold text-navy-900">
        Agente
      </h2>
      {user.role === 'admin' ? (
        <Select aria-labelledby="lead-agent" value={lead.assignedAgentId ?? ''} disabled={busy} onChange={(event) => void give(event.target.value || null)}>
          <option value="">Sin asignar</option>
          {agents.map((agent) => (
            <option key={agent.id} value={agent.id}>
              {agent.name}
              {agent.role === 'admin' ? ' (administrador)' : ''}
            </option>
          ))}
        </Select>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-navy-800">
          <span>{lead.assignedAgentId === user.id ? 'Tú' : nameOf(lead.assignedAgentId)}</span>
          {lead.assignedAgentId === null ? (
            <Button size="sm" variant="gold" disabled={busy} onClick={() => void give(user.id)}>
              Atender este cliente
            </Button>
          ) : null}
        </div>
      )}
    </section>
  );
}
