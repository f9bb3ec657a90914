import type { ClientInfo } from '@prestigio/nest-common';
import { Column } from 'typeorm';

/**
 * The consent a submission came with: when, under which privacy notice version, from which address and browser, as
 * Mexico's data protection law asks. Embedded (`@Column(() => Consent, { prefix: false })`) in inquiries and saved
 * searches, whose columns keep exactly these names.
 */
export class Consent {
  @Column({ name: 'consent_at', type: 'timestamptz' })
  givenAt: Date;

  @Column({ name: 'privacy_notice_version', type: 'text' })
  privacyNoticeVersion: string;

  @Column({ name: 'ip_address', type: 'text', nullable: true })
  ipAddress: string | null;

  @Column({ name: 'user_agent', type: 'text', nullable: true })
  userAgent: string | null;
}

/** The consent given now (or at `givenAt`) under `privacyNoticeVersion` by the client that sent the request. */
export function consentOf(client: ClientInfo, privacyNoticeVersion: string, givenAt: Date): Consent {
  return { givenAt, privacyNoticeVersion, ipAddress: client.ipAddress, userAgent: client.userAgent };
}
