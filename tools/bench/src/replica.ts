// `npm run bench -- --suite ha`: what issue 29's engines cost. On a Postgres primary and its streaming replica
// (startReplicatedPostgres: Debian's binaries, pg_basebackup -R, on free ports) with `--properties` listings (keep it
// modest on a shared machine), the built stack runs twice through one gateway:
//   1. no replica, rate limits off: searches on the primary, and a rate-limited call with no limiter;
//   2. DATABASE_REPLICA_URL set, rate limits on (shared in Postgres, scaled so the quota is never reached): searches
//      on the replica, and the same call paying the shared limiter's upsert;
//   3. the first again, so the report shows how much the machine's other work moves the numbers;
// then the limiter alone, in memory and in Postgres, without HTTP around it.
// The limited call is POST /api/newsletter with an empty body: the CRM refuses it at validation (400) at once, so
// what differs between the runs is the gateway's check. All requests come from 127.0.0.1: one address, one counter
// row, every upsert on it serialised (the worst case; real visitors are spread over many rows).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { migrateAll, repoRoot, startReplicatedPostgres } from '@prestigio/launcher';
import { seedCatalogue } from '@prestigio/seed';
import { formatMs, groupDigits, markdownTable, textTable, type Column, type LoadSummary } from './format.js';
import { runLoad } from './load.js';
import { searchScenarios } from './scenarios.js';
import type { SuiteContext } from './suite.js';

interface HaScenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: object;
}

const searches: HaScenario[] = [
  ...searchScenarios.slice(0, 3).map((scenario) => ({ name: scenario.name, method: 'POST' as const, path: '/api/properties/search', body: scenario.criteria })),
  { name: 'GET /api/properties/featured', method: 'GET', path: '/api/properties/featured' },
];
const limitedCall: HaScenario = { name: 'POST /api/newsletter (400 at the CRM)', method: 'POST', path: '/api/newsletter', body: {} };

async function replicaTransactions(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(`SELECT xact_commit AS n FROM pg_stat_database WHERE datname = current_database()`);
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}

const LIMITER_CHECKS = 2_000;
const LIMITER_PARALLEL = 10;

interface LimiterCost {
  store: string;
  keys: string;
  sequentialMeanMs: number;
  sequentialP99Ms: number;
  parallelChecksPerSecond: number;
}

/**
 * The limiter alone, without HTTP around it: LIMITER_CHECKS consumes one after another (the latency a request pays),
 * then LIMITER_PARALLEL at a time (what one gateway can push through), in memory and in the gateway's Postgres table
 * (made by the gateway of the second run), for one address (one row, every upsert serialised) and for 1,000.
 */
async function limiterCosts(databaseUrl: string): Promise<LimiterCost[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 5 });
  const limiters: Array<[string, RateLimiterAbstract]> = [
    ['memory', new RateLimiterMemory({ keyPrefix: 'bench', points: 1e9, duration: 600 })],
    ['Postgres', new RateLimiterPostgres({ storeClient: pool, storeType: 'pool', schemaName: 'gateway', tableName: 'rate_limits', tableCreated: true, keyPrefix: 'bench', points: 1e9, duration: 600, clearExpiredByTimeout: false })],
  ];
  const costs: LimiterCost[] = [];
  try {
    for (const [store, limiter] of limiters) {
      for (const [keys, keyOf] of [['one address', () => '127.0.0.1'], ['1,000 addresses', (i: number) => `10.0.${i % 250}.${i % 4}`]] as const) {
        const latencies: number[] = [];
        for (let i = 0; i < LIMITER_CHECKS; i += 1) {
          const started = performance.now();
          await limiter.consume(keyOf(i));
          latencies.push(performance.now() - started);
        }
        latencies.sort((a, b) => a - b);
        let next = 0;
        const started = performance.now();
        await Promise.all(
          Array.from({ length: LIMITER_PARALLEL }, async () => {
            while (next < LIMITER_CHECKS) await limiter.consume(keyOf(next++));
          }),
        );
        costs.push({
          store,
          keys,
          sequentialMeanMs: latencies.reduce((sum, value) => sum + value, 0) / latencies.length,
          sequentialP99Ms: latencies[Math.floor(latencies.length * 0.99)]!,
          parallelChecksPerSecond: LIMITER_CHECKS / ((performance.now() - started) / 1000),
        });
      }
    }
  } finally {
    await pool.end();
  }
  return costs;
}

const limiterColumns: Column[] = [
  { title: 'store', align: 'left' },
  { title: 'keys', align: 'left' },
  { title: 'mean ms (one at a time)', align: 'right' },
  { title: 'p99 ms', align: 'right' },
  { title: `checks/s (${LIMITER_PARALLEL} at a time)`, align: 'right' },
];

const columns: Column[] = [
  { title: 'scenario', align: 'left' },
  { title: 'run', align: 'left' },
  { title: 'req/s', align: 'right' },
  { title: 'p50 ms', align: 'right' },
  { title: 'p99 ms', align: 'right' },
  { title: 'errors', align: 'right' },
];

export async function runHaSuite({ root, natsUrl, options, step, say, startBenchStack }: Omit<SuiteContext, 'databaseUrl'>): Promise<void> {
  step('A Postgres primary and its streaming replica (pg_basebackup -R)');
  const cluster = await startReplicatedPostgres();
  try {
    const databaseUrl = cluster.primary.url;
    await migrateAll({ databaseUrl, root, env: { LOG_LEVEL: 'warn' } });
    say(`Seeding ${groupDigits(options.properties)} listings into the primary (seed ${options.seed})...`);
    await seedCatalogue({ root, databaseUrl, properties: options.properties, seed: options.seed });
    const rows: Array<{ scenario: string; run: string; load: LoadSummary }> = [];
    const startedAt = new Date();
    const loadBefore = os.loadavg()[0];
    let replicaServed = 0;

    // The gateway's cache of public answers off: it would answer every repeated search itself, and the runs compare
    // what is behind it (properties reading the primary or the replica).
    const behindTheGateway = { PUBLIC_ANSWER_CACHE_MS: '0' };
    const runs: Array<{ run: string; env: Record<string, string> }> = [
      { run: 'primary, limits off', env: { ...behindTheGateway, RATE_LIMIT_SCALE: '0' } },
      { run: 'replica, shared limits', env: { ...behindTheGateway, RATE_LIMIT_SCALE: '1000000', DATABASE_REPLICA_URL: cluster.replica.url } },
      // The first run again: on a shared machine, the difference between these two is the noise.
      { run: 'primary, limits off (again)', env: { ...behindTheGateway, RATE_LIMIT_SCALE: '0' } },
    ];
    for (const { run, env } of runs) {
      step(`Stack: ${run}`);
      const { stack, stopStack } = await startBenchStack({ databaseUrl, natsUrl, root, env });
      const replicaBefore = await replicaTransactions(cluster.replica.url);
      let searchRequests = 0;
      for (const scenario of [...searches, limitedCall]) {
        const load = await runLoad({ baseUrl: stack.baseUrl, ...scenario, duration: options.duration, connections: options.connections });
        if (scenario !== limitedCall) searchRequests += load.requests;
        rows.push({ scenario: scenario.name, run, load });
        const errors = load.errors + load.timeouts + (scenario === limitedCall ? 0 : load.non2xx);
        say(`  ${scenario.name.padEnd(42)} ${groupDigits(Math.round(load.requestsPerSecond)).padStart(6)} req/s  p50 ${formatMs(load.p50)} ms  p99 ${formatMs(load.p99)} ms${errors ? `  errors ${errors}` : ''}`);
      }
      await stopStack();
      if (env.DATABASE_REPLICA_URL) {
        replicaServed = (await replicaTransactions(cluster.replica.url)) - replicaBefore;
        say(`  the replica ran ${groupDigits(replicaServed)} transactions for ${groupDigits(searchRequests)} search requests`);
      }
    }

    step('The rate limiter alone: memory against the shared Postgres table');
    const costs = await limiterCosts(databaseUrl);
    const limiterRows = costs.map((cost) => [
      cost.store,
      cost.keys,
      cost.sequentialMeanMs.toFixed(3),
      cost.sequentialP99Ms.toFixed(3),
      groupDigits(Math.round(cost.parallelChecksPerSecond)),
    ]);
    say(`\n${textTable(limiterColumns, limiterRows)}`);

    const tableRows = rows.map(({ scenario, run, load }) => [
      scenario,
      run,
      groupDigits(Math.round(load.requestsPerSecond)),
      formatMs(load.p50),
      formatMs(load.p99),
      String(load.errors + load.timeouts + (scenario === limitedCall.name ? 0 : load.non2xx)),
    ]);
    say(`\n${textTable(columns, tableRows)}\n`);
    const report = [
      `# Replica and shared limits (${startedAt.toISOString()})`,
      '',
      `${groupDigits(options.properties)} listings; ${options.connections} connections × ${options.duration} s per scenario; ${os.cpus().length} CPUs, load average ${loadBefore.toFixed(1)} before and ${os.loadavg()[0]!.toFixed(1)} after (the load generator, the stack and both Postgres servers share them).`,
      `The replica ran ${groupDigits(replicaServed)} transactions during the replica run (public reads it served, plus one lag check a second).`,
      '',
      markdownTable(columns, tableRows),
      '',
      `The rate limiter alone (${groupDigits(LIMITER_CHECKS)} checks one at a time, then ${LIMITER_PARALLEL} at a time):`,
      '',
      markdownTable(limiterColumns, limiterRows),
      '',
    ].join('\n');
    const resultsDir = path.join(repoRoot, 'bench', 'results');
    fs.mkdirSync(resultsDir, { recursive: true });
    const base = path.join(resultsDir, `${startedAt.toISOString().slice(0, 10)}-ha${options.tag ? `-${options.tag}` : ''}`);
    fs.writeFileSync(`${base}.md`, report);
    fs.writeFileSync(`${base}.json`, `${JSON.stringify({ startedAt, listings: options.properties, settings: { duration: options.duration, connections: options.connections }, replicaServed, rows, limiterCosts: costs }, null, 2)}\n`);
    say(`Written ${path.relative(repoRoot, base)}.md and .json`);
  } finally {
    await cluster.destroy();
  }
}
