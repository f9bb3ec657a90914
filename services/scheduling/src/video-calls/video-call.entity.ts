import type { VideoCallStatus } from '@prestigio/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * A booked call. The lead's and agent's names and addresses are copied at booking, so reminders and the portal
 * never depend on the CRM or auth answering. The lead's are those the visitor gave with the inquiry they booked with.
 */
@Entity({ name: 'video_calls' })
export class VideoCall {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'lead_id', type: 'uuid' })
  leadId: string;

  /** The opaque id the visitor booked with (their inquiry's receipt); null for calls booked before it was kept. */
  @Column({ name: 'receipt_id', type: 'uuid', nullable: true })
  receiptId: string | null;

  @Column({ name: 'lead_name', type: 'text', nullable: true })
  leadName: string | null;

  @Column({ name: 'lead_email', type: 'text', nullable: true })
  leadEmail: string | null;

  @Column({ name: 'lead_phone', type: 'text', nullable: true })
  leadPhone: string | null;

  @Column({ name: 'agent_id', type: 'uuid' })
  agentId: string;

  @Column({ name: 'agent_name', type: 'text', nullable: true })
  agentName: string | null;

  @Column({ name: 'agent_email', type: 'text', nullable: true })
  agentEmail: string | null;

  /** Digits with the country code, as the agent gave it; the visitor's e-mails sign with it. */
  @Column({ name: 'agent_phone', type: 'text', nullable: true })
  agentPhone: string | null;

  @Column({ name: 'scheduled_at', type: 'timestamptz' })
  scheduledAt: Date;

  @Column({ name: 'duration_minutes', type: 'integer' })
  durationMinutes: number;

  @Column({ type: 'text', default: 'programada' })
  status: VideoCallStatus;

  @Column({ name: 'meeting_url', type: 'text' })
  meetingUrl: string;

  /** The visitor's only key to the manage page; unguessable (192 random bits). */
  @Column({ name: 'manage_token', type: 'text' })
  manageToken: string;

  /** The invitation's iCalendar SEQUENCE: raised at every reschedule and at cancellation. */
  @Column({ type: 'integer', default: 0 })
  sequence: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
