import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { withTimeout } from '../health/health.service.js';
import { isDatabaseUnavailable } from '../http/http-exception.filter.js';
import { serviceDataSourceOptions, type ServiceDatabaseOptions } from './data-source.js';

export interface ReplicaReadsOptions {
  /** Reads go back to the primary when the replica is further behind than this. */
  maxLagMs: number;
  /** How often the replica's health and lag are measured (requests use the last measure). */
  checkEveryMs: number;
  /** A replica connection or check that takes longer than this counts as down. */
  timeoutMs: number;
}

export const defaultReplicaReadsOptions: ReplicaReadsOptions = { maxLagMs: 1_000, checkEveryMs: 1_000, timeoutMs: 1_000 };

/**
 * How far behind the primary a standby is, in milliseconds: 0 while it streams and has replayed all it received;
 * otherwise the age of the last transaction it replayed (an idle primary then looks behind, which only sends reads
 * to the primary). Not streaming (the primary unreachable, the receiver restarting) counts as lagging too, since
 * nothing says how far. A server that is not a standby (promoted, or a primary given as replica) is never behind.
 */
export const REPLICA_LAG_SQL = `
  SELECT CASE
    WHEN NOT pg_is_in_recovery() THEN 0
    WHEN EXISTS (SELECT 1 FROM pg_stat_wal_receiver WHERE status = 'streaming')
         AND pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() THEN 0
    ELSE COALESCE(EXTRACT(EPOCH FROM now() - pg_last_xact_replay_timestamp()) * 1000, 'Infinity')
  END::float8 AS lag_ms`;

type ReplicaState = { usable: true } | { usable: false; reason: string };

/**
 * Where reads that tolerate about a second of lag go (the public catalogue: search, featured, a listing's page, the
 * sitemap): to the streaming replica of DATABASE_REPLICA_URL while it answers and is within `maxLagMs` of the
 * primary, measured every second; otherwise, and without a replica, to the primary. A read that fails because the
 * replica went away meanwhile is run again on the primary, so a visitor never sees the replica's failure; and while
 * the primary itself cannot be reached (a restart), a replica that answers serves these reads, however stale. Changes
 * are logged when the replica is given up and when it is used again. Everything an agent writes and reads back goes
 * through the primary's repositories as before; only repository methods that opt in call `read`.
 */
export class ReplicaReads implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ReplicaReads');
  private readonly replica: DataSource | null;
  private state: ReplicaState = { usable: false, reason: 'not checked yet' };
  private timer: NodeJS.Timeout | undefined;
  private checking: Promise<void> | null = null;
  private initializing: Promise<unknown> | null = null;

  constructor(
    private readonly primary: DataSource,
    replicaUrl: string | undefined,
    database: ServiceDatabaseOptions,
    private readonly options: ReplicaReadsOptions = defaultReplicaReadsOptions,
  ) {
    this.replica = replicaUrl ? createReplicaDataSource(replicaUrl, database, options.timeoutMs) : null;
  }

  get configured(): boolean {
    return this.replica !== null;
  }

  /** Whether the next lag-tolerant read goes to the replica. */
  get usingReplica(): boolean {
    return this.state.usable;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.replica) return;
    // The first measure before the first request; a replica down at start only sends reads to the primary.
    await this.check();
    this.timer = setInterval(() => void this.check(), this.options.checkEveryMs);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.checking;
    if (this.replica?.isInitialized) await this.replica.destroy();
  }

  /** Runs a lag-tolerant read on the replica when it is usable, else (or when it fails to answer) on the primary. */
  async read<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const replica = this.replica;
    if (replica && this.state.usable) {
      try {
        return await work(replica.manager);
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        this.become({ usable: false, reason: (error as Error).message });
      }
    }
    try {
      return await work(this.primary.manager);
    } catch (error) {
      if (!replica?.isInitialized || !isDatabaseUnavailable(error)) throw error;
      // Tried whatever the last check said: a check that timed out on a busy machine must not turn a restart of the
      // primary into errors for visitors. If the replica cannot answer either, the primary's error stands.
      try {
        const answer = await work(replica.manager);
        this.logger.warn(`the primary is unreachable (${(error as Error).message}): a public read served by the lagging replica`);
        return answer;
      } catch {
        throw error;
      }
    }
  }

  /** Measures the replica once (also used by tests to avoid waiting for the timer). */
  check(): Promise<void> {
    this.checking ??= this.measure().finally(() => {
      this.checking = null;
    });
    return this.checking;
  }

  private async measure(): Promise<void> {
    const replica = this.replica!;
    try {
      if (!replica.isInitialized) {
        // One attempt at a time: a slow one goes on after its timeout and may still succeed.
        this.initializing ??= replica.initialize().finally(() => {
          this.initializing = null;
        });
        await withTimeout(this.initializing, this.options.timeoutMs * 3);
      }
      const rows = await withTimeout(replica.query<Array<{ lag_ms: number }>>(REPLICA_LAG_SQL), this.options.timeoutMs);
      const lagMs = Number(rows[0]?.lag_ms);
      const behind = `${Number.isFinite(lagMs) ? `${Math.round(lagMs)} ms` : 'an unknown time'} behind the primary`;
      this.become(lagMs <= this.options.maxLagMs ? { usable: true } : { usable: false, reason: behind });
    } catch (error) {
      this.become({ usable: false, reason: (error as Error).message });
    }
  }

  private become(next: ReplicaState): void {
    const was = this.state;
    this.state = next;
    if (next.usable && !was.usable) this.logger.log('public reads go to the read replica');
    else if (!next.usable && (was.usable || was.reason === 'not checked yet')) this.logger.warn(`public reads go to the primary: the read replica is not usable (${next.reason})`);
  }
}

/** The service's entities on the replica: no migrations (the primary's run replays there), nothing installed. */
function createReplicaDataSource(url: string, database: ServiceDatabaseOptions, timeoutMs: number): DataSource {
  const options = serviceDataSourceOptions(url, database);
  return new DataSource({
    ...options,
    migrations: [],
    migrationsRun: false,
    installExtensions: false,
    applicationName: `prestigio-${database.schema}-replica`,
    extra: { ...(options.extra as object), connectionTimeoutMillis: timeoutMs },
  } as typeof options);
}
