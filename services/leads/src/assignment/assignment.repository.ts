import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** The round-robin cursor, one row shared by every replica. */
@Injectable()
export class AssignmentRepository {
  /** The agent who got the last lead, the row locked until the transaction ends (so replicas take turns). */
  async lockLastAgent(manager: EntityManager): Promise<string | null> {
    const rows: Array<{ last_agent_id: string | null }> = await manager.query(`SELECT last_agent_id FROM assignment_cursor FOR UPDATE`);
    return rows[0]?.last_agent_id ?? null;
  }

  async setLastAgent(manager: EntityManager, agentId: string): Promise<void> {
    await manager.query(`UPDATE assignment_cursor SET last_agent_id = $1`, [agentId]);
  }
}
