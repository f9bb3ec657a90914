import type { LeadSource } from '@prestigio/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** An address that asked for the agency's news; subscribing is the consent, kept with the notice then in force. */
@Entity({ name: 'newsletter_subscriptions' })
export class NewsletterSubscription {
  /** Lower-case. */
  @PrimaryColumn({ type: 'text' })
  email: string;

  @Column({ type: 'text' })
  source: LeadSource;

  @Column({ name: 'consent_at', type: 'timestamptz' })
  consentAt: Date;

  @Column({ name: 'privacy_notice_version', type: 'text' })
  privacyNoticeVersion: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
