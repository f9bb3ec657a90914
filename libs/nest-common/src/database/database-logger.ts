import { Logger } from '@nestjs/common';
import type { Logger as TypeOrmLogger } from 'typeorm';

/** Routes TypeORM's own messages through the Nest logger (with the correlation id) instead of the console. */
export class DatabaseLogger implements TypeOrmLogger {
  private readonly logger = new Logger('Database');

  logQuery(): void {
    // Every query would drown the log; failures are reported by logQueryError.
  }

  logQueryError(error: string | Error, query: string): void {
    this.logger.error(`Query failed: ${error instanceof Error ? error.message : error} -- ${query}`);
  }

  logQuerySlow(time: number, query: string): void {
    this.logger.warn(`Slow query (${time} ms): ${query}`);
  }

  logSchemaBuild(message: string): void {
    // TypeORM reports applied migrations here; those are worth seeing at start, the rest is detail.
    if (/^Migration .* executed successfully/.test(message)) this.logger.log(message);
    else this.logger.debug(message);
  }

  logMigration(message: string): void {
    this.logger.log(message);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.logger.warn(String(message));
    else this.logger.debug(String(message));
  }
}
