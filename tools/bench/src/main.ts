// `npm run bench [-- --properties 1000000 --duration 10 --connections 20 --fresh | --drop]`: the catalogue at scale.
// Uses its own database (`prestigio_bench` on the DATABASE_URL server, kept between runs so a million listings are
// generated once) and a random NATS namespace, starts the built stack on free loopback ports, loads each scenario
// through the gateway with autocannon, then EXPLAINs the exact SQL of every search. Prints one table and writes it to
// bench/results/<date>-search.{md,json}. Everything it started is stopped and the namespace's stream removed.
// `--suite lighthouse` scores the landing and a listing with Lighthouse and times the visitor's taps (lighthouse.ts).
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eventStreamName } from '@prestigio/contracts';
import { connect } from 'nats';
import {
  buildWithNx,
  createDatabaseIfMissing,
  DEFAULT_DATABASE_URL,
  DEFAULT_NATS_URL,
  dropDatabase,
  ensureNats,
  ensurePostgres,
  findFreePort,
  killAllNow,
  loadEnvFile,
  maintenanceUrl,
  migrateAll,
  parseCommandLine,
  repoRoot,
  SERVICES,
  startStack,
} from '@prestigio/launcher';
import { seedCatalogue } from '@prestigio/seed';
import { catalogueSize, postgresSettings, sampleSlugs, vacuumAnalyze, waitForQuietDatabase } from './catalogue.js';
import { chatDatabaseUrl, runChatSuite } from './chat.js';
import { dashboardDatabaseUrl, runDashboardSuite } from './dashboard.js';
import { formatMs, groupDigits, renderMarkdown, resultColumns, resultRows, resultsBaseName, textTable, type ScenarioResult } from './format.js';
import { runLighthouseSuite, siteDatabaseUrl } from './lighthouse.js';
import { runLoad } from './load.js';
import { benchOptions } from './options.js';
import { explainSearches, type ExplainedSearch } from './plans.js';
import { searchScenarios } from './scenarios.js';
import type { StartBenchStack } from './suite.js';

/** A scenario of the search suite: what to load, and what it measured. */
type BenchScenario = ScenarioResult & {
  method: 'GET' | 'POST';
  path: string;
  paths?: string[];
  body?: object;
  search?: unknown;
  sql?: ExplainedSearch['sql'];
};

const BENCH_DATABASE = 'prestigio_bench';
const SLUG_SAMPLE = 200;

const bold = (text: string) => (process.stdout.isTTY ? `\x1b[1m${text}\x1b[0m` : text);
const step = (text: string) => process.stdout.write(`\n${bold(`▶ ${text}`)}\n`);
const say = (text: string) => process.stdout.write(`${text}\n`);

const options = parseCommandLine('npm run bench --', benchOptions, 'Load-tests the catalogue through the gateway and EXPLAINs every search.');

// Undone in reverse order on the way out, whatever happens.
const cleanups: Array<() => Promise<unknown>> = [];
let finishing: Promise<never> | null = null;
let completed = false;
function finish(exitCode: number): Promise<never> {
  finishing ??= (async () => {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        process.stderr.write(`While cleaning up: ${(error as Error).message}\n`);
      }
    }
    process.exit(exitCode);
  })();
  return finishing;
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (finishing) {
      killAllNow();
      process.exit(130);
    }
    process.stdout.write('\nStopping the benchmark...\n');
    finish(signal === 'SIGINT' ? 130 : 143);
  });
}

function benchDatabaseUrl(serverUrl: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${BENCH_DATABASE}`;
  return url.toString();
}

function gitDescription(root: string): { commit: string; dirty: boolean } {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const commit = git('rev-parse', '--short', 'HEAD');
    const dirty = git('status', '--porcelain', '--untracked-files=no') !== '';
    return { commit, dirty };
  } catch {
    return { commit: 'unknown', dirty: false };
  }
}

async function removeStream(natsUrl: string, namespace: string): Promise<void> {
  const connection = await connect({ servers: natsUrl });
  try {
    const manager = await connection.jetstreamManager();
    await manager.streams.delete(eventStreamName(namespace)).catch((error: Error) => {
      if (!/not found/i.test(error.message)) throw error;
    });
  } finally {
    await connection.close();
  }
}

/** One request first: a scenario that does not answer 200 is a broken benchmark, not a slow one. */
async function probe(baseUrl: string, scenario: BenchScenario): Promise<number | undefined> {
  const response = await fetch(new URL(scenario.paths?.[0] ?? scenario.path, baseUrl), {
    method: scenario.method,
    headers: scenario.body ? { 'content-type': 'application/json' } : {},
    body: scenario.body ? JSON.stringify(scenario.body) : undefined,
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${scenario.name}: ${scenario.method} ${scenario.path} answered ${response.status}: ${text.slice(0, 300)}`);
  return scenario.body ? (JSON.parse(text) as { count: number }).count : undefined;
}

/**
 * The built stack on free loopback ports with a random NATS namespace, in production mode, its log kept only when
 * something went wrong; stopped (and the namespace's stream removed) by the cleanups.
 */
const startBenchStack: StartBenchStack = async ({ databaseUrl, natsUrl, root, env }) => {
  const nats = await ensureNats(natsUrl);
  cleanups.push(nats.stop);
  const namespace = `bench_${randomBytes(6).toString('hex')}`;
  cleanups.push(() => removeStream(natsUrl, namespace));
  const logFile = path.join(os.tmpdir(), `prestigio-${namespace}.log`);
  const log = fs.createWriteStream(logFile);
  cleanups.push(async () => {
    await new Promise<void>((resolve) => log.end(() => resolve()));
    if (completed) fs.rmSync(logFile, { force: true });
  });
  const photosDir = path.join(os.tmpdir(), `prestigio-${namespace}-photos`);
  cleanups.push(async () => fs.rmSync(photosDir, { recursive: true, force: true }));
  const ports: Record<string, number> = { gateway: await findFreePort() };
  for (const service of SERVICES) ports[service.name] = await findFreePort();
  const stack = await startStack({
    databaseUrl,
    natsUrl,
    natsNamespace: namespace,
    ports,
    root,
    output: log,
    // As deployed: production mode (startStack gives it a random identity secret); links point at this stack.
    env: { NODE_ENV: 'production', PHOTOS_DIR: photosDir, PUBLIC_SITE_URL: `http://127.0.0.1:${ports.gateway}`, ...env },
    onUnexpectedExit: (name, exit) => {
      process.stderr.write(`✖ ${name} stopped unexpectedly (code ${exit.code}, signal ${exit.signal}); log: ${logFile}\n`);
      finish(1);
    },
  });
  let stackRunning = true;
  const stopStack = async () => {
    if (!stackRunning) return;
    stackRunning = false;
    await stack.stop();
  };
  cleanups.push(stopStack);
  say(`Gateway at ${stack.baseUrl}, NATS namespace ${namespace}, stack log ${logFile}`);
  return { stack, stopStack, namespace };
};

async function main() {
  loadEnvFile(path.join(repoRoot, '.env'));
  const root = options.root ? path.resolve(options.root) : repoRoot;
  const serverUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  const natsUrl = process.env.NATS_URL || DEFAULT_NATS_URL;
  const suites = options.suite === 'all' ? ['search', 'dashboard', 'chat', 'lighthouse'] : [options.suite];

  step('Postgres');
  const postgres = await ensurePostgres(maintenanceUrl(serverUrl));
  cleanups.push(postgres.stop);
  if (options.drop || options.fresh) {
    for (const url of [benchDatabaseUrl(serverUrl), dashboardDatabaseUrl(serverUrl), chatDatabaseUrl(serverUrl), siteDatabaseUrl(serverUrl)]) await dropDatabase(url);
    say(`Dropped the benchmark databases.`);
    if (options.drop) return;
  }
  if (!options.skipBuild && root === repoRoot) {
    step('Building (nx run-many -t build)');
    await buildWithNx(root);
  }
  for (const suite of suites) {
    if (suite === 'search') await runSearchSuite({ root, databaseUrl: benchDatabaseUrl(serverUrl), natsUrl });
    else if (suite === 'dashboard') await runDashboardSuite({ root, databaseUrl: dashboardDatabaseUrl(serverUrl), natsUrl, options, step, say, startBenchStack });
    else if (suite === 'chat') await runChatSuite({ root, databaseUrl: chatDatabaseUrl(serverUrl), natsUrl, options, step, say, startBenchStack });
    else await runLighthouseSuite({ root, databaseUrl: siteDatabaseUrl(serverUrl), natsUrl, options, step, say, startBenchStack });
  }
  completed = true;
}

/** The public catalogue at a million listings: every search scenario, then the plans of their SQL. */
async function runSearchSuite({ root, databaseUrl, natsUrl }: { root: string; databaseUrl: string; natsUrl: string }): Promise<void> {
  await createDatabaseIfMissing(databaseUrl);

  step(`Catalogue in ${BENCH_DATABASE}`);
  await migrateAll({ databaseUrl, root, env: { LOG_LEVEL: 'warn' } });
  let listings = await catalogueSize(databaseUrl);
  if (listings.total < options.properties) {
    say(`${groupDigits(listings.total)} listings, ${groupDigits(options.properties)} asked: generating the rest (seed ${options.seed}).`);
    await seedCatalogue({ root, databaseUrl, properties: options.properties, seed: options.seed });
    listings = await catalogueSize(databaseUrl);
  }
  say(`${groupDigits(listings.total)} listings, ${groupDigits(listings.published)} published. VACUUM (ANALYZE)...`);
  await vacuumAnalyze(databaseUrl);
  const slugs = await sampleSlugs(databaseUrl, SLUG_SAMPLE);
  if (!slugs.length) throw new Error(`No published listing in ${BENCH_DATABASE}: nothing to benchmark (try --fresh).`);

  step('Starting the stack');
  const { stack, stopStack } = await startBenchStack({ databaseUrl, natsUrl, root, env: {} });

  const matchesFilter = (name: string) => !options.only || name.includes(options.only);
  const searches = searchScenarios.filter((scenario) => matchesFilter(scenario.name));
  const candidates: BenchScenario[] = [
    ...searches.map((scenario): BenchScenario => ({ name: scenario.name, method: 'POST', path: '/api/properties/search', body: scenario.criteria, search: scenario })),
    { name: 'GET /api/properties/featured', method: 'GET', path: '/api/properties/featured' },
    { name: `GET /api/properties/:slug (${slugs.length} slugs)`, method: 'GET', path: '/api/properties/:slug', paths: slugs.map((slug) => `/api/properties/${encodeURIComponent(slug)}`) },
    { name: 'GET / (SPA index)', method: 'GET', path: '/' },
  ];
  const scenarios = candidates.filter((scenario) => scenario.search || matchesFilter(scenario.name));

  step(`Load: ${options.connections} connections × ${options.duration} s per scenario`);
  const startedAt = new Date();
  // Anything else running on the machine shows in the numbers; the report says how busy it was.
  const loadBefore = os.loadavg()[0];
  for (const scenario of scenarios) {
    await waitForQuietDatabase(databaseUrl);
    scenario.matches = await probe(stack.baseUrl, scenario);
    scenario.load = await runLoad({ baseUrl: stack.baseUrl, ...scenario, duration: options.duration, connections: options.connections });
    const { load } = scenario;
    const errors = load.errors + load.timeouts + load.non2xx;
    const latency = load.requests ? `p50 ${formatMs(load.p50)} ms  p99 ${formatMs(load.p99)} ms` : `no answer within ${options.duration} s`;
    say(`  ${scenario.name.padEnd(42)} ${groupDigits(Math.round(load.requestsPerSecond)).padStart(6)} req/s  ${latency}${errors ? `  errors ${errors}` : ''}`);
  }
  await stopStack();
  await waitForQuietDatabase(databaseUrl);

  step('Plans of the exact search SQL (EXPLAIN ANALYZE, BUFFERS)');
  const explained = await explainSearches({ databaseUrl, root, scenarios: searches });
  for (const { name, plans, sql } of explained) {
    const scenario = scenarios.find((entry) => entry.name === name);
    if (!scenario) continue;
    scenario.plans = plans;
    scenario.sql = sql;
  }

  const report = {
    tag: options.tag ?? null,
    startedAt: startedAt.toISOString(),
    database: BENCH_DATABASE,
    listings,
    settings: { duration: options.duration, connections: options.connections, seed: options.seed },
    environment: {
      ...gitDescription(root),
      root: root === repoRoot ? null : root,
      node: process.version,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown CPU',
      loadAverage: { before: loadBefore, after: os.loadavg()[0] },
      autocannon: JSON.parse(fs.readFileSync(path.join(repoRoot, 'node_modules', 'autocannon', 'package.json'), 'utf8')).version,
      ...(await postgresSettings(databaseUrl)),
    },
    scenarios: scenarios.map(({ name, method, path: route, body, matches, load, plans, sql }) => ({ name, method, path: route, body, matches, load, plans, sql })),
  };
  say(`\n${textTable(resultColumns, resultRows(report.scenarios))}\n`);
  const resultsDir = path.join(repoRoot, 'bench', 'results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const base = path.join(resultsDir, resultsBaseName(startedAt, options.tag));
  fs.writeFileSync(`${base}.md`, renderMarkdown(report));
  fs.writeFileSync(`${base}.json`, `${JSON.stringify(report, null, 2)}\n`);
  say(`Written ${path.relative(repoRoot, base)}.md and .json`);
  say(`The ${BENCH_DATABASE} database is kept for the next run (\`npm run bench -- --drop\` removes it).`);
}

main().then(
  () => finish(0),
  (error: Error) => {
    process.stderr.write(`\n✖ ${error.message}\n`);
    return finish(1);
  },
);
