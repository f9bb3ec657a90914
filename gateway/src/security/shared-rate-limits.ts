import pg from 'pg';
import { RateLimiterMemory, RateLimiterPostgres } from 'rate-limiter-flexible';
import { Logger } from '../logger.js';
import type { LimiterFactory, RateLimitRule } from './rate-limit.js';

/** The gateway's own schema and table in the system's Postgres, in the shape rate-limiter-flexible expects. */
export const RATE_LIMIT_SCHEMA = 'gateway';
export const RATE_LIMIT_TABLE = 'rate_limits';

/** How long a counter may wait for Postgres before this request is counted in memory instead. */
const STORE_TIMEOUT_MS = 1_000;
/** How often the table is tried again while it could not be made (Postgres down at start). */
const ENSURE_RETRY_MS = 5_000;
/** One warning per this period while counting in memory, not one per request. */
const FALLBACK_LOG_EVERY_MS = 30_000;

export interface SharedRateLimitStore {
  /** Builds each rule's limiter on the shared table, insured by an in-memory one. */
  readonly limiters: LimiterFactory;
  close(): Promise<void>;
}

/**
 * Rate limits counted in Postgres, so every gateway replica counts on the same rows: a visitor gets one quota
 * whichever replica answers. Each check is one atomic upsert (rate-limiter-flexible's RateLimiterPostgres). When
 * Postgres does not answer within a second, that request is counted by an in-memory limiter (`insuranceLimiter`) and
 * the fallback is logged: visitors are never refused because the store is down, at worst counted per replica.
 */
export function openPostgresRateLimitStore(databaseUrl: string): SharedRateLimitStore {
  const logger = new Logger('RateLimitStore');
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    application_name: 'prestigio-gateway',
    max: 5,
    connectionTimeoutMillis: STORE_TIMEOUT_MS,
    query_timeout: STORE_TIMEOUT_MS,
  });
  // An idle connection dropped by a restarting Postgres must not end the process.
  pool.on('error', (error) => logger.warn(`rate-limit store connection lost: ${error.message}`));

  let lastFallbackLog = 0;
  const noteFallback = () => {
    const now = Date.now();
    if (now - lastFallbackLog < FALLBACK_LOG_EVERY_MS) return;
    lastFallbackLog = now;
    logger.warn('rate-limit store (Postgres) unreachable: counting in this process until it answers again');
  };

  let retryTimer: NodeJS.Timeout | undefined;
  let closed = false;
  const ensureTable = async (): Promise<void> => {
    try {
      await createTable(pool);
      logger.log(`rate limits shared in ${RATE_LIMIT_SCHEMA}.${RATE_LIMIT_TABLE}`);
    } catch (error) {
      if (closed) return;
      logger.warn(`rate-limit table not ready (${(error as Error).message}); counting in this process, trying again in ${ENSURE_RETRY_MS / 1000} s`);
      retryTimer = setTimeout(() => void ensureTable(), ENSURE_RETRY_MS);
      retryTimer.unref();
    }
  };
  void ensureTable();

  return {
    limiters: (rule: RateLimitRule) =>
      new RateLimiterPostgres({
        storeClient: pool,
        storeType: 'pool',
        schemaName: RATE_LIMIT_SCHEMA,
        tableName: RATE_LIMIT_TABLE,
        // Made by ensureTable under a lock; until then the upserts fail and the insurance counts.
        tableCreated: true,
        keyPrefix: rule.name,
        points: rule.limit,
        duration: rule.windowMs / 1000,
        insuranceLimiter: new InsuranceLimiter(rule, noteFallback),
      }),
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      await pool.end();
    },
  };
}

/** The in-memory counter used while the store fails; it says so (throttled) whenever it counts. */
class InsuranceLimiter extends RateLimiterMemory {
  constructor(
    rule: RateLimitRule,
    private readonly onUse: () => void,
  ) {
    super({ keyPrefix: rule.name, points: rule.limit, duration: rule.windowMs / 1000 });
  }

  override consume(...args: Parameters<RateLimiterMemory['consume']>): ReturnType<RateLimiterMemory['consume']> {
    this.onUse();
    return super.consume(...args);
  }
}

/**
 * Schema and table made once, safely: replicas starting together serialise on the same advisory lock the services'
 * migrations use for a schema, and IF NOT EXISTS makes a second run a no-op.
 */
async function createTable(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let failure: Error | undefined;
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`prestigio:migrations:${RATE_LIMIT_SCHEMA}`]);
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${RATE_LIMIT_SCHEMA}`);
    await client.query(
      `CREATE TABLE IF NOT EXISTS ${RATE_LIMIT_SCHEMA}.${RATE_LIMIT_TABLE} (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`,
    );
    await client.query('COMMIT');
  } catch (error) {
    failure = error as Error;
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    // A connection that failed is discarded, not returned to the pool.
    client.release(failure);
  }
}
