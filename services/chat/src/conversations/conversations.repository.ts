import { Injectable } from '@nestjs/common';
import type { VisitorServerFrame } from '@prestigio/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { ConversationState } from './conversation-state.js';

export interface ConversationRow {
  id: string;
  clientId: string;
  state: ConversationState;
  leadId: string | null;
}

export interface StoredFrame {
  seq: number;
  frame: VisitorServerFrame;
}

/** Every query of the chat schema. */
@Injectable()
export class ConversationsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async create(id: string, clientId: string, resumeKey: string): Promise<ConversationRow> {
    await this.dataSource.query(`INSERT INTO conversations (id, client_id, resume_key) VALUES ($1, $2, $3)`, [id, clientId, resumeKey]);
    return { id, clientId, state: {}, leadId: null };
  }

  async findByResumeKey(resumeKey: string): Promise<ConversationRow | null> {
    const rows: Array<{ id: string; client_id: string; state: ConversationState; lead_id: string | null }> = await this.dataSource.query(
      `SELECT id, client_id, state, lead_id FROM conversations WHERE resume_key = $1`,
      [resumeKey],
    );
    const row = rows[0];
    return row ? { id: row.id, clientId: row.client_id, state: row.state, leadId: row.lead_id } : null;
  }

  /** Stores the id a booking names; resolves to the conversation's state as it is then, or null when unknown. */
  async linkLead(manager: EntityManager, conversationId: string, leadId: string): Promise<ConversationState | null> {
    // A SELECT around the UPDATE: TypeORM answers an UPDATE's RETURNING as [rows, count], a SELECT's as its rows.
    const rows: Array<{ state: ConversationState }> = await manager.query(
      `WITH linked AS (UPDATE conversations SET lead_id = $2 WHERE id = $1 RETURNING state) SELECT state FROM linked`,
      [conversationId, leadId],
    );
    return rows[0]?.state ?? null;
  }

  async leadIdOf(conversationId: string): Promise<string | null> {
    const rows: Array<{ lead_id: string | null }> = await this.dataSource.query(`SELECT lead_id FROM conversations WHERE id = $1`, [conversationId]);
    return rows[0]?.lead_id ?? null;
  }

  /**
   * A visitor's turn in one statement: the conversation's new state and its frames, stored in the order given (their
   * `seq` follows it). Storing the same frame id twice stores it once. Resolves to the lead linked to the
   * conversation as this write saw it (after any link committed before it).
   */
  async record(manager: EntityManager | undefined, conversationId: string, state: ConversationState, frames: VisitorServerFrame[]): Promise<string | null> {
    const rows: Array<{ lead_id: string | null }> = await (manager ?? this.dataSource.manager).query(
      `WITH turn AS (UPDATE conversations SET state = $2, last_activity_at = now() WHERE id = $1 RETURNING lead_id),
       stored AS (
         INSERT INTO messages (id, conversation_id, sender, frame)
         SELECT (f.value ->> 'id')::uuid, $1, f.value ->> 'sender', f.value FROM jsonb_array_elements($3::jsonb) WITH ORDINALITY AS f (value, position)
          ORDER BY f.position
         ON CONFLICT (id) DO NOTHING)
       SELECT lead_id FROM turn`,
      [conversationId, JSON.stringify(state), JSON.stringify(frames)],
    );
    return rows[0]?.lead_id ?? null;
  }

  /** Stores a frame; resolves to its place in the conversation. Storing the same frame id twice stores it once. */
  async append(manager: EntityManager | undefined, conversationId: string, frame: VisitorServerFrame): Promise<number | null> {
    const rows: Array<{ seq: string }> = await (manager ?? this.dataSource.manager).query(
      `INSERT INTO messages (id, conversation_id, sender, frame) VALUES ($1, $2, $3, $4)
       ON CONFLICT (id) DO NOTHING RETURNING seq`,
      [frame.id, conversationId, frame.sender, JSON.stringify(frame)],
    );
    return rows[0] ? Number(rows[0].seq) : null;
  }

  /** The assistant's frames after `afterSeq` (or after the frame `afterId`), oldest first: what a visitor receives. */
  async framesAfter(conversationId: string, after: { seq?: number; id?: string }): Promise<StoredFrame[]> {
    const rows: Array<{ seq: string; frame: VisitorServerFrame }> = await this.dataSource.query(
      `SELECT seq, frame FROM messages
        WHERE conversation_id = $1 AND sender = 'agent'
          AND seq > COALESCE($2::bigint, (SELECT seq FROM messages WHERE id = $3::uuid AND conversation_id = $1), 0)
        ORDER BY seq`,
      [conversationId, after.seq ?? null, after.id ?? null],
    );
    return rows.map((row) => ({ seq: Number(row.seq), frame: row.frame }));
  }

  /** The place of the conversation's latest frame (0 when it has none). */
  async latestSeq(conversationId: string): Promise<number> {
    const rows: Array<{ seq: string | null }> = await this.dataSource.query(`SELECT max(seq) AS seq FROM messages WHERE conversation_id = $1`, [conversationId]);
    return Number(rows[0]?.seq ?? 0);
  }

  /** What the visitor wrote, oldest first, for the advisor. */
  async visitorWords(conversationId: string): Promise<string[]> {
    const rows: Array<{ content: string }> = await this.dataSource.query(
      `SELECT frame->>'content' AS content FROM messages WHERE conversation_id = $1 AND sender = 'user' ORDER BY seq`,
      [conversationId],
    );
    return rows.map((row) => row.content);
  }
}
