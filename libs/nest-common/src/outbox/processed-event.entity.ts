import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One row per (consumer, event) already handled: redeliveries of the same eventId are skipped. */
@Entity({ name: 'processed_events' })
export class ProcessedEvent {
  @PrimaryColumn({ type: 'text' })
  consumer: string;

  @PrimaryColumn({ name: 'event_id', type: 'uuid' })
  eventId: string;

  @Column({ type: 'text' })
  subject: string;

  @Column({ name: 'processed_at', type: 'timestamptz', default: () => 'now()' })
  processedAt: Date;
}
