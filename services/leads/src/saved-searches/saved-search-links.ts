import { ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { savedSearchMessages } from '@prestigio/contracts';
import { IDENTITY_SECRET } from '@prestigio/nest-common';
import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a signed link lets its holder do: confirm one search, manage an address's searches, unsubscribe. */
export type LinkPurpose = 'confirmar' | 'gestion' | 'baja';

export interface LinkClaims {
  purpose: LinkPurpose;
  /** The address the link was mailed to. */
  email: string;
  /** The one search it is about; absent for every search of the address. */
  searchId?: string;
}

/**
 * The links in saved-search e-mails carry their claims signed with HMAC-SHA256 (no account, nothing stored): whoever
 * holds the e-mail holds the link. The key is derived from the services' IDENTITY_SECRET (required and checked in
 * production) for this use only. Any change to a token (its claims, its signature) is refused with 403.
 */
@Injectable()
export class SavedSearchLinks {
  private readonly key: Buffer;

  constructor(@Inject(IDENTITY_SECRET) identitySecret: string) {
    this.key = createHmac('sha256', identitySecret).update('prestigio:saved-search-links:v1').digest();
  }

  sign(claims: LinkClaims): string {
    const payload = Buffer.from(JSON.stringify({ p: claims.purpose, e: claims.email, ...(claims.searchId && { s: claims.searchId }) })).toString('base64url');
    return `${payload}.${this.signatureOf(payload).toString('base64url')}`;
  }

  /** The claims of a genuine token for `purpose`; 403 otherwise. */
  verify(token: string, purpose: LinkPurpose): LinkClaims {
    const [payload, signature, ...rest] = token.split('.');
    if (!payload || !signature || rest.length > 0) throw new ForbiddenException(savedSearchMessages.invalidLink);
    const expected = this.signatureOf(payload);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new ForbiddenException(savedSearchMessages.invalidLink);
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { p: LinkPurpose; e: string; s?: string };
    if (claims.p !== purpose) throw new ForbiddenException(savedSearchMessages.wrongLink);
    return { purpose: claims.p, email: claims.e, ...(claims.s && { searchId: claims.s }) };
  }

  private signatureOf(payload: string): Buffer {
    return createHmac('sha256', this.key).update(payload).digest();
  }
}
