import type { Interest, LeadSource } from '@prestigio/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** Only `nuevo` so far; the CRM portal adds the follow-up pipeline. */
export type LeadStatus = 'nuevo';

/** One person the agency can follow up, however many times and through whichever channel they wrote. */
@Entity({ name: 'leads' })
export class Lead {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text', nullable: true })
  name: string | null;

  /** Lower-case; unique, one of the two keys people are recognised by. */
  @Column({ type: 'text', nullable: true })
  email: string | null;

  /** As the person wrote it. */
  @Column({ type: 'text', nullable: true })
  phone: string | null;

  /** The identifying digits of `phone` (see phoneKey); unique, the other key people are recognised by. */
  @Column({ name: 'phone_digits', type: 'text', nullable: true })
  phoneDigits: string | null;

  @Column({ type: 'text', nullable: true })
  interest: Interest | null;

  /** Where the first contact came from. */
  @Column({ type: 'text' })
  source: LeadSource;

  @Column({ type: 'text', default: 'nuevo' })
  status: LeadStatus;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @Column({ name: 'last_inquiry_at', type: 'timestamptz' })
  lastInquiryAt: Date;
}
