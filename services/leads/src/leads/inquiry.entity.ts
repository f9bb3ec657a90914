import type { Interest, LeadSource } from '@prestigio/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { Consent } from '../intake/consent.js';

/**
 * One message a lead sent. It keeps the contact details exactly as given that time and the consent that came with
 * them (time, privacy notice version, client address and browser), as Mexico's data protection law asks.
 */
@Entity({ name: 'inquiries' })
export class Inquiry {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'lead_id', type: 'uuid' })
  leadId: string;

  @Column({ type: 'text' })
  source: LeadSource;

  @Column({ name: 'contact_name', type: 'text', nullable: true })
  contactName: string | null;

  @Column({ name: 'contact_email', type: 'text', nullable: true })
  contactEmail: string | null;

  @Column({ name: 'contact_phone', type: 'text', nullable: true })
  contactPhone: string | null;

  @Column({ type: 'text', nullable: true })
  interest: Interest | null;

  @Column({ type: 'text', nullable: true })
  message: string | null;

  /** The listing asked about; it lives in the properties service, so no foreign key. */
  @Column({ name: 'property_id', type: 'text', nullable: true })
  propertyId: string | null;

  /** The visitor's favourites the contact form carried (listings' ids, no foreign key); empty otherwise. */
  @Column({ name: 'favourite_property_ids', type: 'uuid', array: true, default: () => "'{}'" })
  favouritePropertyIds: string[];

  @Column(() => Consent, { prefix: false })
  consent: Consent;

  /** 'envio_rapido' when the form was filled faster than people do: kept, and marked for an agent to review. */
  @Column({ name: 'review_reason', type: 'text', nullable: true })
  reviewReason: 'envio_rapido' | null;

  /** The agent who recorded it by hand; null for the site and the chat. */
  @Column({ name: 'recorded_by', type: 'uuid', nullable: true })
  recordedBy: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
