import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import type { BaseEnv } from '../config/env.js';
import { SERVICE_ENV } from '../config/service-tokens.js';
import { initializeServiceDataSource, serviceDataSourceOptions, type ServiceDatabaseOptions } from './data-source.js';
import { ReplicaReads } from './replica-reads.js';

/** Connection failures are worth retrying at boot (Postgres may still be starting); a failing migration is not. */
function isConnectionFailure(error: unknown): boolean {
  const code = (error as { code?: string })?.code;
  return ['ECONNREFUSED', 'ENOTFOUND', 'ETIMEDOUT', 'EAI_AGAIN', '57P03'].includes(code ?? '');
}

@Module({})
export class DatabaseModule {
  /**
   * TypeORM bound to the service's own schema: schema created if missing, migrations applied at start
   * (`migrationsRun`), never `synchronize`. The DataSource and repositories are injectable everywhere.
   */
  static forService(options: ServiceDatabaseOptions): DynamicModule {
    return {
      module: DatabaseModule,
      // Global, as TypeORM's data source is: any feature's repository may take ReplicaReads.
      global: true,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [SERVICE_ENV],
          useFactory: (env: BaseEnv) => ({
            ...serviceDataSourceOptions(env.DATABASE_URL, options),
            retryAttempts: 10,
            retryDelay: 2_000,
            toRetry: isConnectionFailure,
          }),
          dataSourceFactory: (dataSourceOptions?: DataSourceOptions) =>
            initializeServiceDataSource(new DataSource(dataSourceOptions!)),
        }),
      ],
      providers: [
        {
          // Inert without DATABASE_REPLICA_URL: every read then goes to the primary.
          provide: ReplicaReads,
          inject: [DataSource, SERVICE_ENV],
          useFactory: (primary: DataSource, env: BaseEnv) => new ReplicaReads(primary, env.DATABASE_REPLICA_URL, options),
        },
      ],
      exports: [TypeOrmModule, ReplicaReads],
    };
  }
}
