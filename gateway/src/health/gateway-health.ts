import { serviceHealthSchema, type GatewayHealth } from '@prestigio/contracts';
import type { UpstreamPool } from '../upstreams/upstream-pool.js';

type ReplicaHealth = GatewayHealth['upstreams'][string][number];

async function probeReplica(url: string, timeoutMs: number): Promise<ReplicaHealth> {
  try {
    const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(timeoutMs) });
    const body: unknown = await response.json().catch(() => undefined);
    const health = serviceHealthSchema.safeParse(body);
    return {
      url,
      status: response.ok ? 'up' : 'down',
      ...(health.success ? { health: health.data } : {}),
    };
  } catch {
    return { url, status: 'down' };
  }
}

/**
 * Asks every replica of every upstream for its /health, all at once with a short timeout, so a hung replica
 * cannot hang the gateway's own health check. `ok` only when every upstream has replicas and all are up.
 */
export async function checkGatewayHealth(pools: readonly UpstreamPool[], timeoutMs: number): Promise<GatewayHealth> {
  const entries = await Promise.all(
    pools.map(async (pool) => [pool.name, await Promise.all(pool.targets.map((target) => probeReplica(target.url, timeoutMs)))] as const),
  );
  const healthy = entries.every(([, replicas]) => replicas.length > 0 && replicas.every((replica) => replica.status === 'up'));
  return { status: healthy ? 'ok' : 'degraded', upstreams: Object.fromEntries(entries) };
}
