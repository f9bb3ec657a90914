import type { Interest, LeadSource, LeadStage, MexicanState, OperationType, PropertyType } from '@prestigio/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

const bigintNumber = { to: (value: number | null) => value, from: (value: string | null) => (value === null ? null : Number(value)) };

/** One person the agency can follow up, however many times and through whichever channel they wrote. */
@Entity({ name: 'leads' })
export class Lead {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text', nullable: true })
  name: string | null;

  /** Lower-case; unique: the one key a person is recognised by (an inquiry with this e-mail joins this client). */
  @Column({ type: 'text', nullable: true })
  email: string | null;

  /** As the person wrote it. */
  @Column({ type: 'text', nullable: true })
  phone: string | null;

  /**
   * The identifying digits of `phone` (see phoneKey); not unique: a new e-mail with a known phone is a new client
   * marked as a possible duplicate, since a phone may be a household's or an office's.
   */
  @Column({ name: 'phone_digits', type: 'text', nullable: true })
  phoneDigits: string | null;

  @Column({ type: 'text', nullable: true })
  interest: Interest | null;

  /** Where the first contact came from. */
  @Column({ type: 'text' })
  source: LeadSource;

  /** Where the lead stands in the pipeline. */
  @Column({ type: 'text', default: 'nuevo' })
  stage: LeadStage;

  /** Why it was lost; required in stage `perdido`. */
  @Column({ name: 'lost_reason', type: 'text', nullable: true })
  lostReason: string | null;

  /** The agent in charge; null while nobody is. */
  @Column({ name: 'assigned_agent_id', type: 'uuid', nullable: true })
  assignedAgentId: string | null;

  @Column({ name: 'next_follow_up_at', type: 'timestamptz', nullable: true })
  nextFollowUpAt: Date | null;

  /** What the lead is looking for (null while unknown): matching and the kanban's budget totals read it. */
  @Column({ name: 'operation_type', type: 'text', nullable: true })
  operationType: OperationType | null;

  @Column({ name: 'property_type', type: 'text', nullable: true })
  propertyType: PropertyType | null;

  @Column({ type: 'text', nullable: true })
  state: MexicanState | null;

  @Column({ type: 'text', nullable: true })
  city: string | null;

  /** Pesos; bigint comes back from pg as a string, hence the transformer. */
  @Column({ name: 'budget_min', type: 'bigint', nullable: true, transformer: bigintNumber })
  budgetMin: number | null;

  @Column({ name: 'budget_max', type: 'bigint', nullable: true, transformer: bigintNumber })
  budgetMax: number | null;

  @Column({ type: 'integer', nullable: true })
  bedrooms: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @Column({ name: 'last_inquiry_at', type: 'timestamptz' })
  lastInquiryAt: Date;

  /** Another client with the same phone key and another e-mail: shown on both pages until an agent merges them. */
  @Column({ name: 'possible_duplicate_of', type: 'uuid', nullable: true })
  possibleDuplicateOf: string | null;

  /** The chat conversation this client was created in: a later contact from it is the same visitor's. */
  @Column({ name: 'origin_conversation_id', type: 'uuid', nullable: true })
  originConversationId: string | null;

  /** Every inquiry so far looked automated ("posible envío automático"): an agent checks it before working it. */
  @Column({ name: 'needs_review', type: 'boolean', default: false })
  needsReview: boolean;
}
