import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { VideoCall } from './video-call.entity.js';

export type NewVideoCall = Omit<VideoCall, 'createdAt' | 'updatedAt' | 'status' | 'sequence'>;

/** Which unique rule a write broke: the agent's slot (taken meanwhile) or the lead's (already booked then). */
export type SlotConflict = 'agent' | 'lead';

export function slotConflictOf(error: unknown): SlotConflict | null {
  const { code, constraint } = error as { code?: string; constraint?: string };
  if (code !== '23505') return null;
  if (constraint === 'video_calls_agent_slot_uq') return 'agent';
  if (constraint === 'video_calls_lead_slot_uq') return 'lead';
  return null;
}

/** Every query on video calls. */
@Injectable()
export class VideoCallsRepository {
  constructor(private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /**
   * Inserts the call unless the agent or the lead already has one at that time (returns null then). A booking racing
   * for the same row waits for the other to commit or roll back, so exactly one of them gets it.
   */
  async insertIfFree(manager: EntityManager, call: NewVideoCall): Promise<VideoCall | null> {
    const rows: Array<{ id: string }> = await manager.query(
      `INSERT INTO video_calls (id, lead_id, lead_name, lead_email, lead_phone, agent_id, agent_name, agent_email,
                                scheduled_at, duration_minutes, meeting_url, manage_token, receipt_id, agent_phone)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
       ON CONFLICT DO NOTHING
       RETURNING id`,
      [
        call.id,
        call.leadId,
        call.leadName,
        call.leadEmail,
        call.leadPhone,
        call.agentId,
        call.agentName,
        call.agentEmail,
        call.scheduledAt,
        call.durationMinutes,
        call.meetingUrl,
        call.manageToken,
        call.receiptId,
        call.agentPhone,
      ],
    );
    if (rows.length === 0) return null;
    return manager.getRepository(VideoCall).findOneByOrFail({ id: call.id });
  }

  findById(id: string): Promise<VideoCall | null> {
    return this.dataSource.getRepository(VideoCall).findOneBy({ id });
  }

  findByManageToken(token: string): Promise<VideoCall | null> {
    return this.dataSource.getRepository(VideoCall).findOneBy({ manageToken: token });
  }

  /** The call, locked until the transaction ends, so concurrent changes of one call apply one after the other. */
  lock(manager: EntityManager, id: string): Promise<VideoCall | null> {
    return manager.getRepository(VideoCall).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** Saves a changed call; a new time that breaks a unique rule throws like insert. */
  save(manager: EntityManager, call: VideoCall): Promise<VideoCall> {
    return manager.getRepository(VideoCall).save(call);
  }

  /**
   * The lead's next scheduled call still to come, read under a lock on the lead held until the transaction ends: two
   * bookings for one lead at once take turns, so the second sees the first's call (one upcoming call per client).
   */
  async lockUpcomingCallOf(manager: EntityManager, leadId: string): Promise<VideoCall | null> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended('video-call-lead:' || $1, 0))`, [leadId]);
    return manager
      .getRepository(VideoCall)
      .createQueryBuilder('call')
      .where('call.leadId = :leadId AND call.status = :status AND call.scheduledAt > now()', { leadId, status: 'programada' })
      .orderBy('call.scheduledAt', 'ASC')
      .getOne();
  }

  async leadHasCallAt(leadId: string, start: Date): Promise<boolean> {
    return this.dataSource.getRepository(VideoCall).existsBy({ leadId, scheduledAt: start, status: 'programada' });
  }

  /** Agents with a scheduled call at `start`. */
  async busyAgentsAt(start: Date): Promise<Set<string>> {
    const rows: Array<{ agent_id: string }> = await this.dataSource.query(
      `SELECT agent_id FROM video_calls WHERE scheduled_at = $1 AND status = 'programada'`,
      [start],
    );
    return new Set(rows.map((row) => row.agent_id));
  }

  /** Scheduled calls per agent in [from, to), to spread new calls over the least busy agents. */
  async loadByAgent(from: Date, to: Date): Promise<Map<string, number>> {
    const rows: Array<{ agent_id: string; calls: number }> = await this.dataSource.query(
      `SELECT agent_id, count(*)::int AS calls FROM video_calls
        WHERE scheduled_at >= $1 AND scheduled_at < $2 AND status = 'programada' GROUP BY agent_id`,
      [from, to],
    );
    return new Map(rows.map((row) => [row.agent_id, row.calls]));
  }

  /** Scheduled calls per start time in [from, to), counting only the agents still able to take calls. */
  async bookedPerSlot(from: Date, to: Date, agentIds: string[]): Promise<Map<number, number>> {
    const rows: Array<{ scheduled_at: Date; calls: number }> = await this.dataSource.query(
      `SELECT scheduled_at, count(*)::int AS calls FROM video_calls
        WHERE scheduled_at >= $1 AND scheduled_at < $2 AND status = 'programada' AND agent_id = ANY($3)
        GROUP BY scheduled_at`,
      [from, to, agentIds],
    );
    return new Map(rows.map((row) => [row.scheduled_at.getTime(), row.calls]));
  }

  /** Calls starting in [from, to), of one agent or of everyone, in time order. */
  list(from: Date, to: Date, agentId: string | null): Promise<VideoCall[]> {
    const query = this.dataSource
      .getRepository(VideoCall)
      .createQueryBuilder('call')
      .where('call.scheduledAt >= :from AND call.scheduledAt < :to', { from, to })
      .orderBy('call.scheduledAt', 'ASC')
      .addOrderBy('call.id', 'ASC');
    if (agentId) query.andWhere('call.agentId = :agentId', { agentId });
    return query.getMany();
  }
}
