import { connect } from 'nats';
import { createGateway } from './app.js';
import { InvalidEnvironmentError, loadGatewayConfig } from './config/env.js';
import { Logger } from './logger.js';
import { RateLimiter } from './security/rate-limit.js';
import { SessionResolver } from './security/session-resolver.js';
import { openPostgresRateLimitStore } from './security/shared-rate-limits.js';

const logger = new Logger('Bootstrap');

async function start(): Promise<void> {
  const config = loadGatewayConfig();
  logger.log(`connecting to NATS at ${config.natsUrl}`);
  // Retries forever, at boot and after any disconnect: without NATS sessions cannot be resolved, but the SPA and
  // anonymous API calls keep working.
  // NATS_URL may list every node of a cluster: the same reconnect settings as the services (libs/nest-common NatsModule).
  const nats = await connect({
    servers: config.natsUrl.split(',').map((server) => server.trim()),
    name: 'gateway',
    maxReconnectAttempts: -1,
    waitOnFirstConnect: true,
    reconnectTimeWait: 1_000,
    pingInterval: 5_000,
    maxPingOut: 3,
  });
  void (async () => {
    for await (const status of nats.status()) {
      if (status.type === 'disconnect' || status.type === 'reconnect') logger.warn(`NATS ${status.type}`);
    }
  })();
  const sessions = new SessionResolver(nats, config.natsNamespace);
  sessions.start();
  // Limits off (RATE_LIMIT_SCALE=0) need no store.
  const limitStore = config.rateLimitScale > 0 ? openPostgresRateLimitStore(config.databaseUrl) : null;
  const rateLimiter = limitStore ? new RateLimiter(undefined, config.rateLimitScale, limitStore.limiters) : undefined;
  const gateway = await createGateway(config, { resolveIdentity: sessions.resolve, rateLimiter });
  await gateway.listen();

  const stop = (signal: string) => {
    logger.log(`${signal} received`);
    gateway
      .close()
      .then(async () => {
        sessions.stop();
        await limitStore?.close();
        return nats.drain();
      })
      .then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error('shutdown failed', error);
          process.exit(1);
        },
      );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

start().catch((error: unknown) => {
  if (error instanceof InvalidEnvironmentError) logger.error(error.message);
  else logger.error('gateway failed to start', error);
  process.exit(1);
});
