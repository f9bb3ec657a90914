import { type DynamicModule, Injectable, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DatabaseModule } from './database/database.module.js';
import type { ServiceDatabaseOptions } from './database/data-source.js';
import { HealthModule } from './health/health.module.js';
import { NatsModule } from './nats/nats.module.js';
import { NatsService } from './nats/nats.service.js';
import { OutboxModule } from './outbox/outbox.module.js';
import { OutboxRelay } from './outbox/outbox-relay.service.js';

/**
 * Runs after the HTTP server has closed (Nest calls onApplicationShutdown after disposing it), in the order that
 * loses nothing: stop relaying and consuming, drain NATS, then close the database.
 */
@Injectable()
export class GracefulShutdown implements OnApplicationShutdown {
  private readonly logger = new Logger('GracefulShutdown');

  constructor(
    private readonly relay: OutboxRelay,
    private readonly nats: NatsService,
    private readonly dataSource: DataSource,
  ) {}

  async onApplicationShutdown(signal?: string): Promise<void> {
    if (signal) this.logger.log(`Received ${signal}; shutting down`);
    await this.relay.stop();
    await this.nats.close();
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
    this.logger.log('Shutdown complete');
  }
}

/**
 * Everything a service needs besides its features: its schema and migrations, NATS (event stream ensured), the
 * outbox relay and idempotent consumers, `/health`, and the orderly shutdown. A service's AppModule imports this once.
 */
@Module({})
export class ServiceCoreModule {
  static forService(database: ServiceDatabaseOptions): DynamicModule {
    return {
      module: ServiceCoreModule,
      imports: [DatabaseModule.forService(database), NatsModule, OutboxModule, HealthModule],
      providers: [GracefulShutdown],
      exports: [DatabaseModule, NatsModule, OutboxModule],
    };
  }
}
