import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ServiceHealth } from '@prestigio/contracts';
import { DataSource } from 'typeorm';
import { SERVICE_NAME } from '../config/service-tokens.js';
import { NatsService } from '../nats/nats.service.js';

const CHECK_TIMEOUT_MS = 1_500;

type Check = ServiceHealth['checks'][string];

/** Rejects when `work` has not settled within `timeoutMs` (the work itself goes on). */
export function withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

@Injectable()
export class HealthService {
  private readonly logger = new Logger('HealthService');

  constructor(
    @Inject(SERVICE_NAME) private readonly serviceName: string,
    private readonly dataSource: DataSource,
    private readonly nats: NatsService,
  ) {}

  async check(): Promise<ServiceHealth> {
    const [database, nats] = await Promise.all([
      this.probe('database', async () => {
        if (!this.dataSource.isInitialized) throw new Error('not connected');
        await this.dataSource.query('SELECT 1');
      }),
      this.probe('nats', async () => {
        if (this.nats.connection.isClosed()) throw new Error('connection closed');
        await this.nats.connection.rtt();
      }),
    ]);
    const allUp = database.status === 'up' && nats.status === 'up';
    return { status: allUp ? 'ok' : 'error', service: this.serviceName, checks: { database, nats } };
  }

  /** The detail names the kind of failure only; the full error goes to the log. */
  private async probe(name: string, check: () => Promise<void>): Promise<Check> {
    try {
      await withTimeout(check(), CHECK_TIMEOUT_MS);
      return { status: 'up' };
    } catch (error) {
      const message = (error as Error).message;
      this.logger.warn(`Health check ${name} failed: ${message}`);
      const detail = /no answer within|closed|not connected/.test(message) ? message : 'unavailable';
      return { status: 'down', detail };
    }
  }
}
