import { Global, Inject, Logger, Module, type OnModuleInit } from '@nestjs/common';
import { connect, Events, type NatsConnection } from 'nats';
import type { BaseEnv } from '../config/env.js';
import { SERVICE_ENV, SERVICE_NAME } from '../config/service-tokens.js';
import { NatsService } from './nats.service.js';
import { NATS_CONNECTION, NATS_NAMESPACE } from './nats.tokens.js';

const logger = new Logger('Nats');

/**
 * One connection per app. It retries forever (also before the first connection), so a service started before NATS
 * simply waits for it, and a NATS restart is survived without the service noticing beyond a logged disconnect.
 */
export async function connectToNats(servers: string, clientName: string): Promise<NatsConnection> {
  logger.log(`Connecting to NATS at ${servers}`);
  const connection = await connect({
    servers: servers.split(',').map((server) => server.trim()),
    name: clientName,
    maxReconnectAttempts: -1,
    waitOnFirstConnect: true,
    reconnectTimeWait: 1_000,
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
