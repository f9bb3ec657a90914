import { Logger } from '@nestjs/common';
import type { JetStreamManager, NatsError, StreamConfig, StreamInfo } from 'nats';

const logger = new Logger('NatsStreams');

/** The stream's shape as a service declares it; the replica count comes from NATS_STREAM_REPLICAS, never from code. */
export type StreamDeclaration = Partial<Omit<StreamConfig, 'name' | 'num_replicas'>> & { name: string };

export function isNatsNotFound(error: unknown): boolean {
  const natsError = error as NatsError;
  return natsError?.api_error?.code === 404 || /not found/i.test(natsError?.message ?? '');
}

/**
 * Creates a JetStream stream with `replicas` copies (NATS_STREAM_REPLICAS: 1 on one server, 3 on a three-node cluster),
 * or brings an existing one to that count (streams.update: the cluster copies or drops replicas while the stream keeps
 * serving). Safe to run from every service at once. Every stream or key-value bucket a service creates goes through
 * here (a bucket is the stream `KV_<bucket>`; nats.js `kv(bucket, { replicas })` takes the same number).
 */
export async function ensureStream(manager: JetStreamManager, declaration: StreamDeclaration, replicas: number): Promise<StreamInfo> {
  const existing = await manager.streams.info(declaration.name).catch((error: unknown) => {
    if (isNatsNotFound(error)) return null;
    throw error;
  });
  if (existing) return existing.config.num_replicas === replicas ? existing : rescale(manager, existing, replicas);
  try {
    const created = await manager.streams.add({ ...declaration, num_replicas: replicas });
    logger.log(`Created JetStream stream ${declaration.name} with ${replicas} replica(s)`);
    return created;
  } catch (error) {
    // Another service created it between our lookup and our add: take theirs (and its replica count, if it differs).
    const raced = await manager.streams.info(declaration.name).catch(() => {
      throw error;
    });
    return raced.config.num_replicas === replicas ? raced : rescale(manager, raced, replicas);
  }
}

async function rescale(manager: JetStreamManager, stream: StreamInfo, replicas: number): Promise<StreamInfo> {
  const { name, num_replicas: before } = stream.config;
  const updated = await manager.streams.update(name, { ...stream.config, num_replicas: replicas });
  logger.log(`JetStream stream ${name}: ${before} → ${replicas} replica(s)`);
  return updated;
}
