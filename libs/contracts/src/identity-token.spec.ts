import { describe, expect, it } from '@jest/globals';
import { IDENTITY_TOKEN_TTL_MS, signIdentity, verifyIdentity } from './identity-token.js';

const secret = 'test-secret';
const identity = { userId: 'u1', role: 'agent', status: 'active' } as const;

describe('identity token', () => {
  it('verifies a token signed for the same request', () => {
    const token = signIdentity(identity, secret, 'req-1');
    expect(verifyIdentity(token, secret, 'req-1')).toEqual(identity);
  });

  it('rejects a token signed with another secret', () => {
    expect(verifyIdentity(signIdentity(identity, 'other', 'req-1'), secret, 'req-1')).toBeNull();
  });

  it('rejects a token whose payload was altered (role escalation)', () => {
    const [, signature] = signIdentity(identity, secret, 'req-1').split('.');
    const forgedBody = Buffer.from(JSON.stringify({ ...identity, role: 'admin', exp: Date.now() + 9e6, rid: 'req-1' })).toString('base64url');
    expect(verifyIdentity(`${forgedBody}.${signature}`, secret, 'req-1')).toBeNull();
  });

  it('rejects a token replayed on another request', () => {
    expect(verifyIdentity(signIdentity(identity, secret, 'req-1'), secret, 'req-2')).toBeNull();
  });

  it('rejects an expired token', () => {
    const issuedAt = Date.now() - IDENTITY_TOKEN_TTL_MS - 1;
    expect(verifyIdentity(signIdentity(identity, secret, 'req-1', issuedAt), secret, 'req-1')).toBeNull();
  });

  it('rejects garbage', () => {
    for (const token of [undefined, '', 'abc', 'a.b.c', '.', 'e30.AAAA']) {
      expect(verifyIdentity(token, secret, 'req-1')).toBeNull();
    }
  });
});
