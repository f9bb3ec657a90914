import { Injectable } from '@nestjs/common';
import type { Identity, LiveChatConversation, LiveChatState, Role, VisitorServerFrame } from '@prestigio/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { ConversationState } from '../conversations/conversation-state.js';

/** An advisor with the inbox open on some replica. */
export interface OnDutyAgent {
  id: string;
  name: string;
  role: Role;
}

export interface StoredLiveFrame {
  seq: number;
  frame: VisitorServerFrame;
}

/** The live columns of a conversation as its rules need them. */
export interface LiveColumns {
  id: string;
  liveState: LiveChatState;
  advisorId: string | null;
  advisorName: string | null;
  crmLeadId: string | null;
  clientAgentId: string | null;
  /** The detail the assistant waits for, as stored (an advisor's take, hand back or close forgets it). */
  awaiting: ConversationState['awaiting'] | null;
}

const LIVE_COLUMNS = `id, live_state, advisor_id, advisor_name, crm_lead_id, client_agent_id, state->>'awaiting' AS awaiting`;

interface LiveRow {
  id: string;
  live_state: LiveChatState;
  advisor_id: string | null;
  advisor_name: string | null;
  crm_lead_id: string | null;
  client_agent_id: string | null;
  awaiting: LiveColumns['awaiting'];
}

function toLiveColumns(row: LiveRow): LiveColumns {
  return {
    id: row.id,
    liveState: row.live_state,
    advisorId: row.advisor_id,
    advisorName: row.advisor_name,
    crmLeadId: row.crm_lead_id,
    clientAgentId: row.client_agent_id,
    awaiting: row.awaiting,
  };
}

interface SummaryRow {
  id: string;
  live_state: LiveChatState;
  advisor_id: string | null;
  advisor_name: string | null;
  offered_to: string | null;
  visitor_name: string | null;
  crm_lead_id: string | null;
  client_agent_id: string | null;
  criteria: Record<string, unknown> | null;
  last_activity_at: Date;
  waiting_since: Date | null;
  preview: string | null;
  unread: string;
}

const PREVIEW_LENGTH = 120;
const LIST_LIMIT = 200;

/** The inbox's row: everything a list entry shows, computed in one statement. */
const SUMMARY_SELECT = `
  SELECT c.id, c.live_state, c.advisor_id, c.advisor_name, c.offered_to, c.state ->> 'name' AS visitor_name, c.crm_lead_id,
         c.client_agent_id, c.state -> 'criteria' AS criteria, c.last_activity_at, c.waiting_since,
         (SELECT m.frame ->> 'content' FROM messages m
           WHERE m.conversation_id = c.id AND m.frame ->> 'type' IN ('message', 'request_info', 'info_received')
           ORDER BY m.seq DESC LIMIT 1) AS preview,
         (SELECT count(*) FROM messages m WHERE m.conversation_id = c.id AND m.sender = 'user' AND m.seq > c.read_seq) AS unread
    FROM conversations c`;

/**
 * What an advisor may see, as for clients: admins everything; an agent the conversations of their clients, of no client
 * or an unassigned one, and those they answer. `$1` is the agent's id.
 */
const AGENT_MAY_SEE = `(c.client_agent_id IS NULL OR c.client_agent_id = $1 OR c.advisor_id = $1)`;

function toSummary(row: SummaryRow): LiveChatConversation {
  const preview = (row.preview ?? '').replace(/\s+/g, ' ').trim();
  return {
    id: row.id,
    state: row.live_state,
    advisor: row.advisor_id ? { id: row.advisor_id, name: row.advisor_name ?? 'Asesor', portraitUrl: null } : null,
    offeredTo: row.offered_to,
    visitorName: row.visitor_name,
    clientLeadId: row.crm_lead_id,
    clientAgentId: row.client_agent_id,
    criteria: row.criteria ?? {},
    lastActivityAt: row.last_activity_at.toISOString(),
    waitingSince: row.waiting_since?.toISOString() ?? null,
    preview: preview.length > PREVIEW_LENGTH ? `${preview.slice(0, PREVIEW_LENGTH - 1)}…` : preview,
    unread: Number(row.unread),
  };
}

/** Every query of the live chat (conversations' live columns, advisors' presence, the turn cursor). */
@Injectable()
export class LiveChatRepository {
  constructor(private readonly dataSource: DataSource) {}

  private db(manager?: EntityManager): EntityManager {
    return manager ?? this.dataSource.manager;
  }

  /** The conversations `viewer` may see that a visitor wrote in, newest activity first. */
  async list(viewer: Identity, state: LiveChatState | undefined): Promise<LiveChatConversation[]> {
    const conditions = ['c.last_activity_at > c.created_at'];
    const parameters: unknown[] = [];
    if (viewer.role !== 'admin') {
      parameters.push(viewer.userId);
      conditions.push(AGENT_MAY_SEE);
    }
    if (state) {
      parameters.push(state);
      conditions.push(`c.live_state = $${parameters.length}`);
    }
    const rows: SummaryRow[] = await this.dataSource.query(
      `${SUMMARY_SELECT} WHERE ${conditions.join(' AND ')} ORDER BY c.last_activity_at DESC LIMIT ${LIST_LIMIT}`,
      parameters,
    );
    return rows.map(toSummary);
  }

  async summary(conversationId: string, manager?: EntityManager): Promise<LiveChatConversation | null> {
    const rows: SummaryRow[] = await this.db(manager).query(`${SUMMARY_SELECT} WHERE c.id = $1`, [conversationId]);
    return rows[0] ? toSummary(rows[0]) : null;
  }

  async liveColumns(conversationId: string, manager?: EntityManager): Promise<LiveColumns | null> {
    const rows: LiveRow[] = await this.db(manager).query(`SELECT ${LIVE_COLUMNS} FROM conversations WHERE id = $1${manager ? ' FOR UPDATE' : ''}`, [conversationId]);
    return rows[0] ? toLiveColumns(rows[0]) : null;
  }

  /** The conversations of a CRM client, locked until the transaction ends (a reassignment moves them). */
  async clientConversations(manager: EntityManager, crmLeadId: string): Promise<LiveColumns[]> {
    const rows: LiveRow[] = await manager.query(`SELECT ${LIVE_COLUMNS} FROM conversations WHERE crm_lead_id = $1 ORDER BY id FOR UPDATE`, [crmLeadId]);
    return rows.map(toLiveColumns);
  }

  async setClientAgent(manager: EntityManager, conversationId: string, clientAgentId: string | null): Promise<void> {
    await manager.query(`UPDATE conversations SET client_agent_id = $2 WHERE id = $1`, [conversationId, clientAgentId]);
  }

  /** An advisor's role as their inbox last said (an advisor answering a conversation has it open, or had it lately). */
  async advisorRole(manager: EntityManager, agentId: string): Promise<Role | null> {
    const rows: Array<{ role: Role }> = await manager.query(`SELECT role FROM agent_presence WHERE agent_id = $1 ORDER BY seen_at DESC LIMIT 1`, [agentId]);
    return rows[0]?.role ?? null;
  }

  /** Every stored frame after `afterSeq` (the visitor's words and every answer), oldest first. */
  async framesAfter(conversationId: string, afterSeq: number): Promise<StoredLiveFrame[]> {
    const rows: Array<{ seq: string; frame: VisitorServerFrame }> = await this.dataSource.query(
      `SELECT seq, frame FROM messages WHERE conversation_id = $1 AND seq > $2 ORDER BY seq`,
      [conversationId, afterSeq],
    );
    return rows.map((row) => ({ seq: Number(row.seq), frame: row.frame }));
  }

  async framesByIds(conversationId: string, frameIds: string[]): Promise<StoredLiveFrame[]> {
    if (frameIds.length === 0) return [];
    const rows: Array<{ seq: string; frame: VisitorServerFrame }> = await this.dataSource.query(
      `SELECT seq, frame FROM messages WHERE conversation_id = $1 AND id = ANY($2::uuid[]) ORDER BY seq`,
      [conversationId, frameIds],
    );
    return rows.map((row) => ({ seq: Number(row.seq), frame: row.frame }));
  }

  /** The stored frame of this id in this conversation (an advisor's message sent again after a reconnect). */
  async frameById(conversationId: string, frameId: string): Promise<StoredLiveFrame | null> {
    const rows: Array<{ seq: string; frame: VisitorServerFrame }> = await this.dataSource.query(
      `SELECT seq, frame FROM messages WHERE conversation_id = $1 AND id = $2`,
      [conversationId, frameId],
    );
    return rows[0] ? { seq: Number(rows[0].seq), frame: rows[0].frame } : null;
  }

  /** Stores a frame and touches the conversation; resolves to its seq, or null when that id is already stored. */
  async store(manager: EntityManager | undefined, conversationId: string, frame: VisitorServerFrame): Promise<number | null> {
    const rows: Array<{ seq: string }> = await this.db(manager).query(
      `WITH stored AS (
         INSERT INTO messages (id, conversation_id, sender, frame) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING RETURNING seq),
       touched AS (UPDATE conversations SET last_activity_at = now() WHERE id = $2 AND EXISTS (SELECT 1 FROM stored))
       SELECT seq FROM stored`,
      [frame.id, conversationId, frame.sender, JSON.stringify(frame)],
    );
    return rows[0] ? Number(rows[0].seq) : null;
  }

  async setLiveState(
    manager: EntityManager,
    conversationId: string,
    change: { state: LiveChatState; advisor?: { id: string; name: string } | null; offeredTo?: string | null; forgetQuestion?: boolean },
  ): Promise<void> {
    await manager.query(
      `UPDATE conversations
          SET live_state = $2, advisor_id = $3, advisor_name = $4, offered_to = $5,
              offered_at = CASE WHEN $2 = 'waiting' THEN now() END,
              waiting_since = CASE WHEN $2 = 'waiting' THEN COALESCE(CASE WHEN live_state = 'waiting' THEN waiting_since END, now()) END,
              state = CASE WHEN $6 THEN state - 'awaiting' ELSE state END,
              last_activity_at = now()
        WHERE id = $1`,
      [conversationId, change.state, change.advisor?.id ?? null, change.advisor?.name ?? null, change.offeredTo ?? null, change.forgetQuestion === true],
    );
  }

  async markRead(conversationId: string, seq: number): Promise<void> {
    await this.dataSource.query(`UPDATE conversations SET read_seq = GREATEST(read_seq, LEAST($2::bigint, (SELECT max(seq) FROM messages WHERE conversation_id = $1))) WHERE id = $1`, [
      conversationId,
      seq,
    ]);
  }

  /** The CRM client of a conversation, and that client's agent (null: unassigned). */
  async linkClient(conversationId: string, crmLeadId: string, clientAgentId: string | null): Promise<void> {
    await this.dataSource.query(`UPDATE conversations SET crm_lead_id = $2, client_agent_id = $3 WHERE id = $1`, [conversationId, crmLeadId, clientAgentId]);
  }

  /** Who is on duty and how many conversations wait, in one statement (a burst of handoffs asks it at once). */
  async handoffContext(freshMs: number): Promise<{ onDuty: OnDutyAgent[]; waiting: number }> {
    const rows: Array<{ waiting: string; on_duty: OnDutyAgent[] }> = await this.dataSource.query(
      `SELECT (SELECT count(*) FROM conversations WHERE live_state = 'waiting') AS waiting,
              COALESCE((SELECT json_agg(json_build_object('id', agent_id, 'name', name, 'role', role) ORDER BY agent_id)
                          FROM (SELECT DISTINCT agent_id, name, role FROM agent_presence
                                 WHERE connected AND seen_at > now() - $1 * interval '1 millisecond') present), '[]'::json) AS on_duty`,
      [freshMs],
    );
    return { onDuty: rows[0]?.on_duty ?? [], waiting: Number(rows[0]?.waiting ?? 0) };
  }

  /**
   * The conversation waits, offered to `offeredTo`, unless an advisor already has it or it already waits; resolves to
   * its CRM client (undefined when nothing changed). One statement in the visitor's turn.
   */
  async markWaiting(manager: EntityManager, conversationId: string, offeredTo: string | null): Promise<{ crmLeadId: string | null } | undefined> {
    const rows: Array<{ crm_lead_id: string | null }> = await manager.query(
      `WITH marked AS (
         UPDATE conversations SET live_state = 'waiting', advisor_id = NULL, advisor_name = NULL, offered_to = $2, offered_at = now(),
                waiting_since = now(), last_activity_at = now()
          WHERE id = $1 AND live_state NOT IN ('waiting', 'agent') RETURNING crm_lead_id)
       SELECT crm_lead_id FROM marked`,
      [conversationId, offeredTo],
    );
    return rows[0] ? { crmLeadId: rows[0].crm_lead_id } : undefined;
  }

  // --- presence ---------------------------------------------------------------------------------------------------

  async present(replicaId: string, agent: OnDutyAgent): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO agent_presence (agent_id, replica_id, name, role, connected, seen_at) VALUES ($1, $2, $3, $4, true, now())
       ON CONFLICT (agent_id, replica_id) DO UPDATE SET name = EXCLUDED.name, role = EXCLUDED.role, connected = true, seen_at = now()`,
      [agent.id, replicaId, agent.name, agent.role],
    );
  }

  /** The advisor's last socket on this replica closed: the grace period starts now. */
  async absent(replicaId: string, agentId: string): Promise<void> {
    await this.dataSource.query(`UPDATE agent_presence SET connected = false, seen_at = now() WHERE agent_id = $1 AND replica_id = $2`, [agentId, replicaId]);
  }

  /** Every advisor still connected to this replica is still there. */
  async refresh(replicaId: string, agentIds: string[]): Promise<void> {
    if (agentIds.length === 0) return;
    await this.dataSource.query(`UPDATE agent_presence SET seen_at = now(), connected = true WHERE replica_id = $1 AND agent_id = ANY($2::uuid[])`, [replicaId, agentIds]);
  }

  /** Advisors with the inbox open somewhere (a replica refreshed them within `freshMs`), oldest name first for a stable turn. */
  async onDuty(freshMs: number, manager?: EntityManager): Promise<OnDutyAgent[]> {
    const rows: Array<{ agent_id: string; name: string; role: Role }> = await this.db(manager).query(
      `SELECT DISTINCT ON (agent_id) agent_id, name, role FROM agent_presence
        WHERE connected AND seen_at > now() - $1 * interval '1 millisecond' ORDER BY agent_id`,
      [freshMs],
    );
    return rows.map((row) => ({ id: row.agent_id, name: row.name, role: row.role }));
  }

  /** The next turn of the rotation, shared by replicas: one statement, its row lock held only for itself. */
  async nextTurn(): Promise<number> {
    const rows: Array<{ turn: string }> = await this.dataSource.query(
      `WITH taken AS (UPDATE live_chat_cursor SET turn = turn + 1 RETURNING turn) SELECT turn FROM taken`,
    );
    return Number(rows[0]?.turn ?? 0);
  }

  /**
   * Conversations whose advisor left (no replica has seen them for `graceMs`), and waiting ones offered to someone for
   * longer than `offerMs`: claimed by one replica each (SKIP LOCKED), which offers them again.
   */
  async claimStale(graceMs: number, offerMs: number): Promise<Array<{ id: string; abandoned: boolean }>> {
    // A SELECT around the UPDATE: TypeORM answers an UPDATE's RETURNING as [rows, count], a SELECT's as its rows.
    // Claiming moves offered_at on, so the next sweep (of any replica) leaves it alone while this one offers it again.
    const rows: Array<{ id: string; was: LiveChatState }> = await this.dataSource.query(
      `WITH stale AS (
         SELECT c.id, c.live_state AS was FROM conversations c
          WHERE (c.live_state = 'agent' AND NOT EXISTS (
                   SELECT 1 FROM agent_presence p WHERE p.agent_id = c.advisor_id AND p.seen_at > now() - $1 * interval '1 millisecond'))
             OR (c.live_state = 'waiting' AND c.offered_to IS NOT NULL AND c.offered_at < now() - $2 * interval '1 millisecond')
          LIMIT 100 FOR UPDATE OF c SKIP LOCKED),
       claimed AS (UPDATE conversations c SET offered_at = now() FROM stale WHERE c.id = stale.id RETURNING c.id, stale.was)
       SELECT id, was FROM claimed`,
      [graceMs, offerMs],
    );
    return rows.map((row) => ({ id: row.id, abandoned: row.was === 'agent' }));
  }

  /** Presence rows of replicas gone for good (killed): kept a while for the grace period, then removed. */
  async forgetStalePresence(olderThanMs: number): Promise<void> {
    await this.dataSource.query(`DELETE FROM agent_presence WHERE seen_at < now() - $1 * interval '1 millisecond'`, [olderThanMs]);
  }

  /** The whole conversation as text for the client's timeline, oldest first. */
  async transcriptLines(conversationId: string): Promise<Array<{ sender: string; type: string; content: string; advisor: string | null }>> {
    return this.dataSource.query(
      `SELECT sender, frame ->> 'type' AS type, frame ->> 'content' AS content, frame -> 'advisor' ->> 'name' AS advisor
         FROM messages WHERE conversation_id = $1 AND frame ->> 'type' IN ('message', 'request_info', 'info_received', 'video_call_offer')
        ORDER BY seq`,
      [conversationId],
    );
  }
}
