import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** The round-robin's turns, one sequence shared by every replica. */
@Injectable()
export class AssignmentRepository {
  /**
   * The next turn (1, 2, 3…). A sequence, not a row: it locks nothing until the lead's transaction ends, so new leads
   * are recorded side by side; a transaction that rolls back still used its turn.
   */
  async nextTurn(manager: EntityManager): Promise<number> {
    const rows: Array<{ turn: string }> = await manager.query(`SELECT nextval('assignment_turns') AS turn`);
    return Number(rows[0]!.turn);
  }
}
