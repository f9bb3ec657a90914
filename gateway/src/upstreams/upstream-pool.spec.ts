import { describe, expect, it } from '@jest/globals';
import { UpstreamPool, type ResolveAddresses } from './upstream-pool.js';

function poolOf(baseUrls: string[], resolve: ResolveAddresses = async () => []) {
  let now = 1_000;
  const pool = new UpstreamPool('test', baseUrls, { markDownMs: 5_000, dnsRefreshMs: 10_000, resolve, now: () => now });
  return { pool, advance: (ms: number) => (now += ms) };
}

describe('upstream pool', () => {
  it('expands a host name to one replica per address and keeps IP literals as they are', async () => {
    const { pool } = poolOf(['http://chat:3005', 'http://10.0.0.9:3005', 'http://[::1]:3005'], async (host) =>
      host === 'chat' ? ['172.18.0.3', '172.18.0.4', '172.18.0.4', '172.18.0.5'] : [],
    );
    await pool.refresh();
    expect(pool.targets.map((target) => target.url)).toEqual([
      'http://172.18.0.3:3005',
      'http://172.18.0.4:3005',
      'http://172.18.0.5:3005',
      'http://10.0.0.9:3005',
      'http://[::1]:3005',
    ]);
  });

  it('hands out replicas round-robin', async () => {
    const { pool } = poolOf(['http://127.0.0.1:1', 'http://127.0.0.1:2', 'http://127.0.0.1:3']);
    await pool.refresh();
    expect([1, 2, 3, 4].map(() => pool.next()!.url)).toEqual([
      'http://127.0.0.1:1',
      'http://127.0.0.1:2',
      'http://127.0.0.1:3',
      'http://127.0.0.1:1',
    ]);
  });

  it('skips a replica marked down until the mark expires', async () => {
    const { pool, advance } = poolOf(['http://127.0.0.1:1', 'http://127.0.0.1:2']);
    await pool.refresh();
    pool.markDown(pool.targets[0]!, 'ECONNREFUSED');
    expect([1, 2, 3].map(() => pool.next()!.url)).toEqual(['http://127.0.0.1:2', 'http://127.0.0.1:2', 'http://127.0.0.1:2']);
    advance(5_001);
    expect(new Set([1, 2].map(() => pool.next()!.url))).toEqual(new Set(['http://127.0.0.1:1', 'http://127.0.0.1:2']));
  });

  it('returns null when every replica is down or already tried', async () => {
    const { pool } = poolOf(['http://127.0.0.1:1', 'http://127.0.0.1:2']);
    await pool.refresh();
    pool.markDown(pool.targets[0]!, 'ECONNREFUSED');
    expect(pool.next(new Set(['http://127.0.0.1:2']))).toBeNull();
    pool.markDown(pool.targets[1]!, 'ECONNREFUSED');
    expect(pool.next()).toBeNull();
  });

  it('keeps the down mark of a replica across a DNS refresh and drops replicas that disappeared', async () => {
    let addresses = ['172.18.0.3', '172.18.0.4'];
    const { pool } = poolOf(['http://chat:3005'], async () => addresses);
    await pool.refresh();
    pool.markDown(pool.targets[1]!, 'ECONNREFUSED');
    addresses = ['172.18.0.4', '172.18.0.6'];
    await pool.refresh();
    expect(pool.targets.map((target) => [target.url, target.downUntil > 0])).toEqual([
      ['http://172.18.0.4:3005', true],
      ['http://172.18.0.6:3005', false],
    ]);
  });

  it('keeps the last known replicas when a host stops resolving', async () => {
    let failing = false;
    const { pool } = poolOf(['http://chat:3005'], async () => {
      if (failing) throw new Error('EAI_AGAIN');
      return ['172.18.0.3'];
    });
    await pool.refresh();
    failing = true;
    await pool.refresh();
    expect(pool.targets.map((target) => target.url)).toEqual(['http://172.18.0.3:3005']);
  });

  it('is empty when nothing resolves', async () => {
    const { pool } = poolOf(['http://chat:3005']);
    await pool.refresh();
    expect(pool.targets).toHaveLength(0);
    expect(pool.next()).toBeNull();
  });
});
