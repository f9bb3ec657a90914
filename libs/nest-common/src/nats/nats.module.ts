import { Global, Inject, Logger, Module, type OnModuleInit } from '@nestjs/common';
import { connect, Events, type NatsConnection } from 'nats';
import type { BaseEnv } from '../config/env.js';
import { SERVICE_ENV, SERVICE_NAME } from '../config/service-tokens.js';
import { NatsService } from './nats.service.js';
import { NATS_CONNECTION, NATS_NAMESPACE, NATS_STREAM_REPLICAS } from './nats.tokens.js';

const logger = new Logger('Nats');

/**
 * One connection per app. It retries forever (also before the first connection), so a service started before NATS
 * simply waits for it, and a NATS restart is survived without the service noticing beyond a logged disconnect.
 * `servers` may list every node of a cluster (comma-separated): the client picks one at random, moves to another the
 * moment its node goes away, and learns nodes added later from the cluster itself.
 */
export async function connectToNats(servers: string, clientName: string): Promise<NatsConnection> {
  logger.log(`Connecting to NATS at ${servers}`);
  const connection = await connect({
    servers: servers.split(',').map((server) => server.trim()),
    name: clientName,
    maxReconnectAttempts: -1,
    waitOnFirstConnect: true,
    // Per server: after a node is lost the next one in the list is tried at once, the same one again only after this.
    reconnectTimeWait: 1_000,
    // A node that vanished without closing the socket (a host lost, not a process) is noticed within about 20 s.
    pingInterval: 5_000,
    maxPingOut: 3,
  });
  logger.log(`Connected to NATS at ${connection.getServer()}`);
  void (async () => {
    for await (const status of connection.status()) {
      if (status.type === Events.Disconnect) logger.warn(`Disconnected from NATS (${String(status.data)}); reconnecting`);
      else if (status.type === Events.Reconnect) logger.log(`Reconnected to NATS at ${String(status.data)}`);
      else if (status.type === Events.Error) logger.error(`NATS error: ${String(status.data)}`);
    }
  })();
  return connection;
}

@Global()
@Module({
  providers: [
    {
      provide: NATS_CONNECTION,
      inject: [SERVICE_ENV, SERVICE_NAME],
      useFactory: (env: BaseEnv, serviceName: string) => connectToNats(env.NATS_URL, `prestigio-${serviceName}`),
    },
    { provide: NATS_NAMESPACE, inject: [SERVICE_ENV], useFactory: (env: BaseEnv) => env.NATS_NAMESPACE },
    { provide: NATS_STREAM_REPLICAS, inject: [SERVICE_ENV], useFactory: (env: BaseEnv) => env.NATS_STREAM_REPLICAS },
    NatsService,
  ],
  exports: [NatsService],
})
export class NatsModule implements OnModuleInit {
  constructor(@Inject(NatsService) private readonly nats: NatsService) {}

  /** Every service ensures the event stream, so start order never matters. */
  async onModuleInit(): Promise<void> {
    await this.nats.ensureEventStream();
  }
}
