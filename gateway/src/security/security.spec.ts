import { describe, expect, it } from '@jest/globals';
import type { IncomingMessage } from 'node:http';
import { IDENTITY_HEADER, type Identity } from '@prestigio/contracts';
import { verifyIdentity } from '@prestigio/contracts/identity-token';
import { requestProtocol, setForwardingHeaders, stripHopByHopHeaders, stripInternalHeaders } from './forwarding-headers.js';
import { attachSignedIdentity, resolveIdentity } from './identity.js';
import { acceptOrCreateRequestId } from './request-id.js';
import { securityHeaders } from './security-headers.js';

function fakeRequest(headers: Record<string, string>, socket: { remoteAddress?: string; encrypted?: boolean } = {}): IncomingMessage {
  return { headers: { ...headers }, socket: { remoteAddress: '10.1.2.3', ...socket } } as unknown as IncomingMessage;
}

const secret = 'unit-test-identity-secret';
const identity: Identity = { userId: 'u-1', role: 'admin', status: 'active' };

describe('request id', () => {
  it('keeps a UUID or a short token', () => {
    expect(acceptOrCreateRequestId('3f2a1c9e-5b7d-4e8f-9a0b-1c2d3e4f5a6b')).toBe('3f2a1c9e-5b7d-4e8f-9a0b-1c2d3e4f5a6b');
    expect(acceptOrCreateRequestId('trace_0123abcd')).toBe('trace_0123abcd');
  });

  it.each([undefined, '', 'short', 'has space inside', 'x'.repeat(65), 'inject\r\nheader: 1', ['a-valid-token-1', 'b-valid-token-2']])(
    'replaces %p with a fresh UUID',
    (sent) => {
      expect(acceptOrCreateRequestId(sent)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    },
  );
});

describe('internal header stripping', () => {
  it('removes every header with an internal prefix, whatever its case, and keeps the rest', () => {
    const headers = {
      [IDENTITY_HEADER]: 'forged',
      'x-prestigio-anything': '1',
      'x-internal-secret': '1',
      'x-user-id': 'admin',
      'x-forwarded-user': 'admin',
      'X-User-Role': 'admin',
      'x-userland': 'kept: the prefix is x-user-, with the dash',
      cookie: 'sid=1',
      'x-request-id': 'kept-request-id',
    };
    const removed = stripInternalHeaders(headers);
    expect(Object.keys(headers)).toEqual(['x-userland', 'cookie', 'x-request-id']);
    expect(removed).toContain(IDENTITY_HEADER);
    expect(removed).toContain('x-user-role');
  });
});

describe('hop-by-hop headers', () => {
  it('drops the client connection headers and whatever Connection lists, keeping the body framing', () => {
    const headers = { connection: 'close, x-hop', 'keep-alive': 'timeout=5', 'x-hop': '1', te: 'trailers', 'content-length': '12', 'x-kept': '1' };
    stripHopByHopHeaders(headers);
    expect(headers).toEqual({ 'content-length': '12', 'x-kept': '1' });
  });
});

describe('forwarding headers', () => {
  it('replaces client-sent forwarding headers when no proxy is trusted', () => {
    const req = fakeRequest({ host: 'prestigio.mx', 'x-forwarded-for': '6.6.6.6', 'x-forwarded-proto': 'https', 'x-real-ip': '6.6.6.6', forwarded: 'for=6.6.6.6' });
    setForwardingHeaders(req, false);
    expect(req.headers).toEqual({
      host: 'prestigio.mx',
      'x-forwarded-for': '10.1.2.3',
      'x-forwarded-proto': 'http',
      'x-forwarded-host': 'prestigio.mx',
      'x-real-ip': '10.1.2.3',
    });
  });

  it('extends the chain and keeps proto and host from a trusted proxy', () => {
    const req = fakeRequest({ host: 'gateway:8080', 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'prestigio.mx' });
    setForwardingHeaders(req, true);
    expect(req.headers['x-forwarded-for']).toBe('203.0.113.9, 10.1.2.3');
    expect(req.headers['x-forwarded-proto']).toBe('https');
    expect(req.headers['x-forwarded-host']).toBe('prestigio.mx');
    // The client the trusted proxy saw, not the proxy itself.
    expect(req.headers['x-real-ip']).toBe('203.0.113.9');
  });

  it('sees https on a TLS socket, and on a trusted proxy header only when trusted', () => {
    expect(requestProtocol(fakeRequest({}, { encrypted: true }), false)).toBe('https');
    expect(requestProtocol(fakeRequest({ 'x-forwarded-proto': 'https' }), false)).toBe('http');
    expect(requestProtocol(fakeRequest({ 'x-forwarded-proto': 'https' }), true)).toBe('https');
  });
});

describe('identity hook', () => {
  it('is anonymous when no session resolver is plugged in', async () => {
    expect(await resolveIdentity(fakeRequest({ cookie: 'sid=1' }))).toBeNull();
  });

  it('sets a signed identity header, bound to the request id, when the resolver knows the caller', async () => {
    const req = fakeRequest({ cookie: 'sid=1' });
    await expect(attachSignedIdentity(req, async () => identity, secret, 'req-0001-abcd')).resolves.toEqual(identity);
    const token = req.headers[IDENTITY_HEADER] as string;
    expect(verifyIdentity(token, secret, 'req-0001-abcd')).toEqual(identity);
    expect(verifyIdentity(token, secret, 'another-request')).toBeNull();
    expect(verifyIdentity(token, 'another-secret', 'req-0001-abcd')).toBeNull();
  });

  it('sets no header for an anonymous caller', async () => {
    const req = fakeRequest({});
    await attachSignedIdentity(req, async () => null, secret, 'req-0001-abcd');
    expect(req.headers[IDENTITY_HEADER]).toBeUndefined();
  });
});

describe('security headers', () => {
  it('adds HSTS only over https', () => {
    expect(securityHeaders(false)['strict-transport-security']).toBeUndefined();
    expect(securityHeaders(true)['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('has a CSP that fits the SPA', () => {
    const csp = securityHeaders(false)['content-security-policy']!;
    for (const directive of ["default-src 'self'", "script-src 'self'", "connect-src 'self' ws: wss:", "frame-ancestors 'none'", "object-src 'none'", 'https://images.unsplash.com']) {
      expect(csp).toContain(directive);
    }
  });
});
