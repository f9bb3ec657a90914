import { createGateway } from './app.js';
import { InvalidEnvironmentError, loadGatewayConfig } from './config/env.js';
import { Logger } from './logger.js';

const logger = new Logger('Bootstrap');

async function start(): Promise<void> {
  const config = loadGatewayConfig();
  const gateway = await createGateway(config);
  await gateway.listen();

  const stop = (signal: string) => {
    logger.log(`${signal} received`);
    gateway.close().then(
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
