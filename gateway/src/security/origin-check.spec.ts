import { describe, expect, it } from '@jest/globals';
import type { IncomingMessage } from 'node:http';
import { isForeignOrigin } from './origin-check.js';

function request(method: string, headers: Record<string, string>): IncomingMessage {
  return { method, headers } as unknown as IncomingMessage;
}
const options = { allowedOrigins: new Set(['http://localhost:5173']), trustProxy: false };

describe('isForeignOrigin', () => {
  it('lets same-origin writes through', () => {
    expect(isForeignOrigin(request('POST', { host: 'prestigio.mx', origin: 'https://prestigio.mx' }), options)).toBe(false);
  });

  it('refuses writes from another site', () => {
    expect(isForeignOrigin(request('POST', { host: 'prestigio.mx', origin: 'https://evil.example' }), options)).toBe(true);
    expect(isForeignOrigin(request('DELETE', { host: 'prestigio.mx', origin: 'null' }), options)).toBe(true);
    expect(isForeignOrigin(request('PATCH', { host: 'prestigio.mx', 'sec-fetch-site': 'cross-site' }), options)).toBe(true);
  });

  it('never blocks reads, but checks WebSocket upgrades', () => {
    expect(isForeignOrigin(request('GET', { host: 'prestigio.mx', origin: 'https://evil.example' }), options)).toBe(false);
    const upgrade = request('GET', { host: 'prestigio.mx', origin: 'https://evil.example' });
    expect(isForeignOrigin(upgrade, { ...options, upgrade: true })).toBe(true);
  });

  it('allows configured origins and clients that send no Origin', () => {
    expect(isForeignOrigin(request('POST', { host: '127.0.0.1:8080', origin: 'http://localhost:5173' }), options)).toBe(false);
    expect(isForeignOrigin(request('POST', { host: 'prestigio.mx' }), options)).toBe(false);
  });

  it('trusts X-Forwarded-Host only behind a trusted proxy', () => {
    const behindProxy = request('POST', { host: 'gateway:8080', 'x-forwarded-host': 'prestigio.mx', origin: 'https://prestigio.mx' });
    expect(isForeignOrigin(behindProxy, { ...options, trustProxy: true })).toBe(false);
    expect(isForeignOrigin(behindProxy, options)).toBe(true);
  });
});
