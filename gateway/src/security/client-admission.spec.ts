import { describe, expect, it } from '@jest/globals';
import { ClientAdmission } from './client-admission.js';

describe('ClientAdmission', () => {
  it('lets each address hold its share of requests, and gives a place back when one ends', () => {
    const admission = new ClientAdmission({ requestsPerClient: 2, webSocketsPerClient: 0, webSockets: 0 });
    const first = admission.admitRequest('198.51.100.7');
    expect(admission.admitRequest('198.51.100.7')).not.toBeNull();
    expect(admission.admitRequest('198.51.100.7')).toBeNull();
    expect(admission.admitRequest('198.51.100.8')).not.toBeNull();
    first!();
    first!(); // a second release of the same request changes nothing
    expect(admission.admitRequest('198.51.100.7')).not.toBeNull();
    expect(admission.admitRequest('198.51.100.7')).toBeNull();
  });

  it('counts an IPv6 client by its /64, and bounds WebSockets per address and in all', () => {
    const admission = new ClientAdmission({ requestsPerClient: 0, webSocketsPerClient: 1, webSockets: 2 });
    expect(admission.admitWebSocket('2001:db8:1:2::10')).not.toBeNull();
    expect(admission.admitWebSocket('2001:db8:1:2::99')).toBeNull();
    const other = admission.admitWebSocket('203.0.113.1');
    expect(other).not.toBeNull();
    expect(admission.admitWebSocket('203.0.113.2')).toBeNull();
    other!();
    expect(admission.admitWebSocket('203.0.113.2')).not.toBeNull();
  });

  it('admits without bound when the limits are 0', () => {
    const admission = new ClientAdmission({ requestsPerClient: 0, webSocketsPerClient: 0, webSockets: 0 });
    for (let i = 0; i < 1000; i += 1) expect(admission.admitRequest('127.0.0.1')).not.toBeNull();
  });
});
