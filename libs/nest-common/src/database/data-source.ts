import { Logger } from '@nestjs/common';
import pg from 'pg';
import { DataSource, type DataSourceOptions, type EntitySchema, type MigrationInterface, type MixedList } from 'typeorm';
import { OutboxEvent } from '../outbox/outbox-event.entity.js';
import { ProcessedEvent } from '../outbox/processed-event.entity.js';
import type { BaseEnv } from '../config/env.js';
import { ServiceLogger } from '../logging/service-logger.js';
import { DatabaseLogger } from './database-logger.js';

export interface ServiceDatabaseOptions {
  /** The service's own Postgres schema; every table, and the migrations table, lives there. */
  schema: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- TypeORM's own type for an entity class
  entities?: MixedList<Function | string | EntitySchema>;
  migrations?: (new () => MigrationInterface)[];
}

const schemaNamePattern = /^[a-z_][a-z0-9_]*$/;

/** The entities every service has: the transactional outbox and the processed-events log. */
export const eventEntities = [OutboxEvent, ProcessedEvent];

export function serviceDataSourceOptions(databaseUrl: string, options: ServiceDatabaseOptions): DataSourceOptions {
  if (!schemaNamePattern.test(options.schema)) throw new Error(`Invalid schema name "${options.schema}"`);
  return {
    type: 'postgres',
    url: databaseUrl,
    schema: options.schema,
    entities: [...eventEntities, ...Object.values(options.entities ?? {})],
    migrations: options.migrations ?? [],
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    migrationsRun: true,
    synchronize: false,
    applicationName: `prestigio-${options.schema}`,
    logger: new DatabaseLogger(),
    maxQueryExecutionTime: 1_000,
    // Unqualified names in hand-written SQL resolve to the service's schema first.
    // A connection the pool cannot get within 3 s fails the request (503) instead of holding it while Postgres is down.
    extra: { options: `-c search_path=${options.schema},public`, max: 10, connectionTimeoutMillis: 3_000 },
  };
}

/** A data source bound to the service's schema; not yet initialised (see initializeServiceDataSource). */
export function createDataSource(databaseUrl: string, options: ServiceDatabaseOptions): DataSource {
  return new DataSource(serviceDataSourceOptions(databaseUrl, options));
}

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * Creates the schema if missing, then initialises the data source, which applies pending migrations. A Postgres
 * advisory lock serialises this across replicas starting together (e.g. several chat instances), since TypeORM's
 * migration runner does not lock by itself.
 */
export async function initializeServiceDataSource(dataSource: DataSource): Promise<DataSource> {
  const options = dataSource.options as DataSourceOptions & { url: string; schema: string };
  const lockKey = `prestigio:migrations:${options.schema}`;
  const lockClient = new pg.Client({ connectionString: options.url, application_name: 'prestigio-migration-lock' });
  await lockClient.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock(hashtext($1))', [lockKey]);
    await lockClient.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdentifier(options.schema)}`);
    await dataSource.initialize();
    return dataSource;
  } finally {
    // Ending the session releases the advisory lock as well.
    await lockClient.end();
  }
}

export interface MigrationRun {
  /** The service's name, for the log prefix. */
  name: string;
  env: Pick<BaseEnv, 'DATABASE_URL' | 'LOG_LEVEL'>;
  database: ServiceDatabaseOptions;
}

/**
 * `dist/database/migrate.js` of each service: apply the migrations and exit, without starting the server
 * (`npm run db:migrate`). Exit code 0 when the schema is up to date, 1 on any failure.
 */
export async function runMigrationsAndExit({ name, env, database }: MigrationRun): Promise<never> {
  Logger.overrideLogger(new ServiceLogger(name, env.LOG_LEVEL));
  const logger = new Logger('Migrate');
  try {
    const dataSource = await initializeServiceDataSource(createDataSource(env.DATABASE_URL, database));
    logger.log(`Schema "${database.schema}" is up to date`);
    await dataSource.destroy();
    process.exit(0);
  } catch (error) {
    logger.error(`Migrating schema "${database.schema}" failed: ${(error as Error).message}`, (error as Error).stack);
    process.exit(1);
  }
}
