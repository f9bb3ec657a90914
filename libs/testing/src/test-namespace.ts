import { eventStreamName } from '@prestigio/contracts';
import { connect, type NatsConnection } from 'nats';
import { randomBytes } from 'node:crypto';

export const DEFAULT_TEST_NATS_URL = 'nats://127.0.0.1:4222';

export interface TestNamespace {
  namespace: string;
  natsUrl: string;
  streamName: string;
  /** Deletes the namespace's event stream, and with it every consumer on it. */
  cleanup(): Promise<void>;
}

export function testNatsUrl(): string {
  return process.env.TEST_NATS_URL ?? DEFAULT_TEST_NATS_URL;
}

/** Opens a NATS connection for a test and closes it whatever `work` does. */
export async function withNatsConnection<T>(work: (connection: NatsConnection) => Promise<T>): Promise<T> {
  const connection = await connect({ servers: testNatsUrl() });
  try {
    return await work(connection);
  } finally {
    await connection.close();
  }
}

/** A NATS namespace no other test run shares: subjects `<ns>.events.>` / `<ns>.rpc.>` and stream `<NS>_EVENTS`. */
export function createTestNamespace(prefix = 'test'): TestNamespace {
  const namespace = `${prefix}_${randomBytes(6).toString('hex')}`;
  const streamName = eventStreamName(namespace);
  return {
    namespace,
    natsUrl: testNatsUrl(),
    streamName,
    cleanup: () =>
      withNatsConnection(async (connection) => {
        const manager = await connection.jetstreamManager();
        await manager.streams.delete(streamName).catch((error: Error) => {
          if (!/not found/i.test(error.message)) throw error;
        });
      }),
  };
}
