import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * An event written in the same transaction as the change it announces, and published to JetStream afterwards by
 * the relay. `id` is the event's eventId (also the JetStream msgID, so a retried publish is stored once).
 */
@Entity({ name: 'outbox_events' })
export class OutboxEvent {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  /** Publication order: a database sequence, because several events can share the same timestamp. */
  @Column({ type: 'bigint', insert: false, update: false })
  position: string;

  /** The un-namespaced subject (`leads.lead.created`); the relay adds the namespace when publishing. */
  @Column({ type: 'text' })
  subject: string;

  @Column({ type: 'jsonb' })
  payload: unknown;

  @Column({ name: 'correlation_id', type: 'text' })
  correlationId: string;

  @Column({ name: 'occurred_at', type: 'timestamptz' })
  occurredAt: Date;

  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt: Date | null;
}
