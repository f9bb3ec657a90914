import { Injectable } from '@nestjs/common';
import type { ActiveAgent } from '@prestigio/contracts';
import type { EntityManager } from 'typeorm';
import { AgentDirectoryClient } from './agent-directory.client.js';
import { AssignmentRepository } from './assignment.repository.js';

/**
 * New leads are dealt round-robin among the active agents, oldest account first (the n-th turn goes to the n-th
 * agent, modulo their number; one joining or leaving shifts the order once); administrators take leads only
 * when no agent is active. With nobody active (or auth unreachable) the lead stays unassigned, visible to every agent.
 */
@Injectable()
export class AssignmentService {
  constructor(
    private readonly directory: AgentDirectoryClient,
    private readonly turns: AssignmentRepository,
  ) {}

  async nextAgent(manager: EntityManager): Promise<ActiveAgent | null> {
    const everyone = await this.directory.activeAgents();
    const agents = everyone.filter((person) => person.role === 'agent');
    const candidates = agents.length > 0 ? agents : everyone;
    if (candidates.length === 0) return null;
    const turn = await this.turns.nextTurn(manager);
    return candidates[(turn - 1) % candidates.length]!;
  }

  /**
   * An active agent or admin by id (null when not active, or auth does not answer). One missing from the cached list
   * is asked for again: an admin assigns an agent they approved a moment ago.
   */
  async agentById(agentId: string): Promise<ActiveAgent | null> {
    const find = (agents: ActiveAgent[]) => agents.find((person) => person.id === agentId) ?? null;
    return find(await this.directory.activeAgents()) ?? find(await this.directory.activeAgents({ fresh: true }));
  }

  /** Every active agent and admin (names for the portal's lists and exports). */
  everyone(): Promise<ActiveAgent[]> {
    return this.directory.activeAgents();
  }
}
