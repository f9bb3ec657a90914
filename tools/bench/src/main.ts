// `npm run bench [-- --properties 1000000 --duration 10 --connections 20 --fresh | --drop]`: the catalogue at scale.
// Uses its own database (`prestigio_bench` on the DATABASE_URL server, kept between runs so a million listings are
// generated once) and a random NATS namespace, starts the built stack on free loopback ports, loads each scenario
// through the gateway with autocannon, then EXPLAINs the exact SQL of every search. Prints one table and writes it to
// bench/results/<date>-search.{md,json}. Everything it started is stopped and the namespace's stream removed.
// The search suite also measures issue 29's budgets (budgets.ts): every search shape at a fixed 200 req/s, lead
// intake, the counts' SQL p95 and `npm start`'s time to healthy; `--baseline DIR` measures another built checkout
// (before a change) first, in the same run, on the same database.
// `--suite ha --properties 20000` runs searches on a streaming replica against the primary, and the shared rate
// limiter's cost per request (replica.ts); it is not part of `all`.
// `--suite saved-searches` matches new listings against 100,000 saved searches and queues their daily digest (saved-searches.ts).
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
import { measureCpu, type CpuPerRequest } from './cpu.js';
import { dashboardDatabaseUrl, runDashboardSuite } from './dashboard.js';
import { budgetLines, BUDGETS, cacheShare, describeCpu, fixedRateLoads, leadIntake, metLabel, nextStepsOf, timeNpmStart, type BudgetLine, type LeadIntake, type StartTiming } from './budgets.js';
import {
  formatMs,
  groupDigits,
  markdownTable,
  renderMarkdown,
  resultColumns,
  resultRows,
  resultsBaseName,
  runDate,
  textTable,
  type Column,
  type LoadSummary,
  type ScenarioResult,
} from './format.js';
import { runLighthouseSuite, siteDatabaseUrl } from './lighthouse.js';
import { runLoad } from './load.js';
import { runHaSuite } from './replica.js';
import { alertsDatabaseUrl, runSavedSearchesSuite } from './saved-searches.js';
import { benchOptions } from './options.js';
import { COUNT_RUNS, explainSearches, type ExplainedSearch } from './plans.js';
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
  /** At BUDGETS.fixedRate req/s (search shapes). */
  fixedRate?: LoadSummary;
  /** CPU milliseconds per request by process, at saturation. */
  cpuPerRequest?: CpuPerRequest;
  countP95Ms?: number;
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
  const suites = options.suite === 'all' ? ['search', 'dashboard', 'chat', 'lighthouse', 'saved-searches'] : [options.suite];

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
    if (suite === 'search') await runSearchSuite({ root, serverUrl, natsUrl });
    else if (suite === 'dashboard') await runDashboardSuite({ root, databaseUrl: dashboardDatabaseUrl(serverUrl), natsUrl, options, step, say, startBenchStack });
    else if (suite === 'ha') await runHaSuite({ root, natsUrl, options, step, say, startBenchStack });
    else if (suite === 'chat') await runChatSuite({ root, databaseUrl: chatDatabaseUrl(serverUrl), natsUrl, options, step, say, startBenchStack });
    else if (suite === 'saved-searches') await runSavedSearchesSuite({ root, databaseUrl: alertsDatabaseUrl(serverUrl), natsUrl, options, step, say, startBenchStack });
    else await runLighthouseSuite({ root, databaseUrl: siteDatabaseUrl(serverUrl), natsUrl, options, step, say, startBenchStack });
  }
  completed = true;
}

const matchesFilter = (name: string) => !options.only || name.includes(options.only);

/** What the search suite measured on one built checkout. */
interface CheckoutMeasure {
  label: string;
  root: string;
  loadAverage: { before: number; after: number };
  scenarios: BenchScenario[];
  budgets: BudgetLine[];
  intake?: LeadIntake;
  start?: StartTiming;
}

/**
 * The public catalogue at a million listings, on each checkout in turn (with `--baseline DIR`: that one first, "before",
 * then this one, "after", on the same database in the same run): every scenario at saturation, every search shape at
 * a fixed 200 req/s, lead intake, then the plans of the search SQL and `npm start`'s time to healthy; issue 29's
 * budgets read from those.
 */
async function runSearchSuite({ root, serverUrl, natsUrl }: { root: string; serverUrl: string; natsUrl: string }): Promise<void> {
  const databaseUrl = benchDatabaseUrl(serverUrl);
  await createDatabaseIfMissing(databaseUrl);
  const checkouts = options.baseline
    ? [{ label: 'before', root: path.resolve(options.baseline) }, { label: 'after', root }]
    : [{ label: 'this checkout', root }];

  const startedAt = new Date();
  const measures: CheckoutMeasure[] = [];
  let listings = { total: 0, published: 0 };
  for (const [index, checkout] of checkouts.entries()) {
    step(`Catalogue in ${BENCH_DATABASE} (${checkout.label}: ${checkout.root})`);
    // The baseline's migrations are a subset of this checkout's, whose new ones apply when its turn comes. (On a later
    // run they are already there for the baseline too: tables and triggers it does not read; the report says which.)
    await migrateAll({ databaseUrl, root: checkout.root, env: { LOG_LEVEL: 'warn' } });
    listings = await catalogueSize(databaseUrl);
    if (listings.total < options.properties) {
      say(`${groupDigits(listings.total)} listings, ${groupDigits(options.properties)} asked: generating the rest (seed ${options.seed}).`);
      // With this checkout's generator and migrations, whichever checkout is measured first.
      await seedCatalogue({ root, databaseUrl, properties: options.properties, seed: options.seed });
      listings = await catalogueSize(databaseUrl);
    }
    say(`${groupDigits(listings.total)} listings, ${groupDigits(listings.published)} published. VACUUM (ANALYZE)...`);
    await vacuumAnalyze(databaseUrl);
    // `npm start` builds its tree with Nx first: only this checkout's, never the baseline's (another engineer's).
    const timeStart = index === checkouts.length - 1 && matchesFilter('npm start');
    measures.push(await measureCheckout({ ...checkout, databaseUrl, serverUrl, natsUrl, timeStart }));
  }

  const after = measures.at(-1)!;
  const report = {
    tag: options.tag ?? null,
    startedAt: startedAt.toISOString(),
    database: BENCH_DATABASE,
    listings,
    settings: { duration: options.duration, connections: options.connections, seed: options.seed, fixedRate: BUDGETS.fixedRate },
    environment: {
      ...gitDescription(after.root),
      root: after.root === repoRoot ? null : after.root,
      node: process.version,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown CPU',
      loadAverage: after.loadAverage,
      autocannon: JSON.parse(fs.readFileSync(path.join(repoRoot, 'node_modules', 'autocannon', 'package.json'), 'utf8')).version,
      ...(await postgresSettings(databaseUrl)),
    },
    scenarios: after.scenarios.map(scenarioRecord),
    checkouts: measures.map(({ label, root: checkoutRoot, loadAverage, scenarios, budgets, intake, start }) => ({
      label,
      ...gitDescription(checkoutRoot),
      root: checkoutRoot,
      loadAverage,
      budgets,
      intake,
      start,
      scenarios: scenarios.map(scenarioRecord),
    })),
  };
  for (const measure of measures) say(`\n${measure.label}:\n${textTable(budgetColumns, measure.budgets.map(budgetRow))}`);
  say(`\n${textTable(resultColumns, resultRows(report.scenarios))}\n`);
  const resultsDir = path.join(repoRoot, 'bench', 'results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const base = path.join(resultsDir, resultsBaseName(startedAt, options.tag));
  fs.writeFileSync(`${base}.md`, renderBudgets(measures) + renderMarkdown(report));
  fs.writeFileSync(`${base}.json`, `${JSON.stringify(report, null, 2)}\n`);
  say(`Written ${path.relative(repoRoot, base)}.md and .json`);
  say(`The ${BENCH_DATABASE} database is kept for the next run (\`npm run bench -- --drop\` removes it).`);
}

const scenarioRecord = ({ name, method, path: route, body, matches, load, fixedRate, cpuPerRequest, plans, sql, countP95Ms }: BenchScenario) =>
  ({ name, method, path: route, body, matches, load, fixedRate, cpuPerRequest, plans, sql, countP95Ms });

const budgetColumns: Column[] = [
  { title: 'budget', align: 'left' },
  { title: 'measured', align: 'left' },
  { title: 'met?', align: 'left' },
];
const budgetRow = (line: BudgetLine) => [line.budget, line.measured, metLabel(line.met, line.missedBy)];

/** The budgets of each checkout, before the usual report. */
function renderBudgets(measures: CheckoutMeasure[]): string {
  const sections = measures.map((measure) =>
    [
      `## Budgets: ${measure.label} (\`${gitDescription(measure.root).commit}\`, ${measure.root})`,
      '',
      `1-minute load average ${measure.loadAverage.before.toFixed(1)} before its load, ${measure.loadAverage.after.toFixed(1)} after (2 cores shared with the load generator and other work).`,
      '',
      markdownTable(budgetColumns, measure.budgets.map(budgetRow)),
      '',
      ...(nextStepsOf(measure.budgets).length ? ['Next steps for what was missed:', '', ...nextStepsOf(measure.budgets).map((step) => `- ${step}`), ''] : []),
    ].join('\n'),
  );
  return [
    `# Issue 29's budgets, ${runDate(new Date())}`,
    '',
    `Search shapes at a fixed offered ${BUDGETS.fixedRate} req/s (evenly spaced, each request's latency from when it was due: ` +
      `corrected for coordinated omission; fixed-rate.ts) for ${options.duration} s each with ${options.connections} connections; the default search at saturation (${options.connections} connections); ` +
      `each count's SQL ${COUNT_RUNS} times under EXPLAIN ANALYZE by a fresh repository (no cached total, no cached results). ` +
      'The stack runs with RATE_LIMIT_SCALE=0 (limits and per-address shares off, as one address sends everything); the ' +
      'shared limiter\'s cost is measured by `--suite ha`.' +
      (measures.length > 1
        ? ' Both checkouts run on the same database, the before first; migrations the after adds stay for the before of a later run (tables, triggers or indexes it may not read).'
        : ''),
    '',
    ...sections,
    '',
  ].join('\n');
}

async function measureCheckout({
  label,
  root,
  databaseUrl,
  serverUrl,
  natsUrl,
  timeStart,
}: {
  label: string;
  root: string;
  databaseUrl: string;
  serverUrl: string;
  natsUrl: string;
  timeStart: boolean;
}): Promise<CheckoutMeasure> {
  const slugs = await sampleSlugs(databaseUrl, SLUG_SAMPLE);
  if (!slugs.length) throw new Error(`No published listing in ${BENCH_DATABASE}: nothing to benchmark (try --fresh).`);

  step(`Starting the stack (${label})`);
  // Limits off: every request of the load comes from one address (127.0.0.1), which the limits and per-address
  // shares exist to stop; their shared store's cost is the ha suite's measure.
  const { stack, stopStack, namespace } = await startBenchStack({ databaseUrl, natsUrl, root, env: { RATE_LIMIT_SCALE: '0' } });

  const searches = searchScenarios.filter((scenario) => matchesFilter(scenario.name));
  const candidates: BenchScenario[] = [
    ...searches.map((scenario): BenchScenario => ({ name: scenario.name, method: 'POST', path: '/api/properties/search', body: scenario.criteria, search: scenario })),
    { name: 'GET /api/properties/featured', method: 'GET', path: '/api/properties/featured' },
    { name: `GET /api/properties/:slug (${slugs.length} slugs)`, method: 'GET', path: '/api/properties/:slug', paths: slugs.map((slug) => `/api/properties/${encodeURIComponent(slug)}`) },
    { name: 'GET / (SPA index)', method: 'GET', path: '/' },
  ];
  const scenarios = candidates.filter((scenario) => scenario.search || matchesFilter(scenario.name));

  step(`Load (${label}): ${options.connections} connections × ${options.duration} s per scenario, at saturation`);
  // Anything else running on the machine shows in the numbers; the report says how busy it was.
  // A short discarded run first: JIT, connection pools and Postgres' caches warm, as in production (the first
  // scenario measured otherwise pays for them).
  if (scenarios[0]) await runLoad({ baseUrl: stack.baseUrl, ...scenarios[0], duration: 3, connections: options.connections });
  const loadBefore = os.loadavg()[0]!;
  for (const scenario of scenarios) {
    await waitForQuietDatabase(databaseUrl);
    scenario.matches = await probe(stack.baseUrl, scenario);
    // Where each request's CPU goes: on a shared machine, a steadier figure than its latency.
    const cpuMeter = await measureCpu({ gateway: stack.pidOf('gateway'), properties: stack.pidOf('properties') }, databaseUrl);
    scenario.load = await runLoad({ baseUrl: stack.baseUrl, ...scenario, duration: options.duration, connections: options.connections });
    scenario.cpuPerRequest = await cpuMeter.stop(scenario.load.requests);
    sayLoad(scenario.name, scenario.load);
    say(`  ${''.padEnd(42)} CPU per request: ${describeCpu(scenario.cpuPerRequest)}`);
  }

  step(`Load (${label}): every search shape at a fixed ${BUDGETS.fixedRate} req/s`);
  const searchShapes = scenarios.filter((scenario) => scenario.search);
  const fixed = await fixedRateLoads(stack.baseUrl, searchShapes.map((scenario) => ({ name: scenario.name, body: scenario.body! })), options.duration, options.connections, () =>
    waitForQuietDatabase(databaseUrl),
  );
  for (const scenario of searchShapes) {
    scenario.fixedRate = fixed.get(scenario.name);
    sayLoad(scenario.name, scenario.fixedRate!);
  }

  let intake: LeadIntake | undefined;
  if (matchesFilter('lead intake')) {
    step(`Lead intake (${label}): POST /api/leads, ${options.connections} connections × ${options.duration} s`);
    await waitForQuietDatabase(databaseUrl);
    intake = await leadIntake({ baseUrl: stack.baseUrl, databaseUrl, natsUrl, namespace, duration: options.duration, connections: options.connections });
    sayLoad('POST /api/leads', intake.load);
    say(`  ${groupDigits(intake.accepted)} accepted, ${groupDigits(intake.stored)} stored, ${groupDigits(intake.published)} lead.created in the stream`);
  }
  const loadAfter = os.loadavg()[0]!;
  await stopStack();
  await waitForQuietDatabase(databaseUrl);

  step(`Plans of the exact search SQL (${label}; EXPLAIN ANALYZE, BUFFERS; counts ${COUNT_RUNS} times)`);
  const explained = await explainSearches({ databaseUrl, root, scenarios: searches });
  for (const { name, plans, sql, countP95Ms } of explained) {
    const scenario = scenarios.find((entry) => entry.name === name);
    if (!scenario) continue;
    Object.assign(scenario, { plans, sql, countP95Ms });
  }

  let start: StartTiming | undefined;
  if (timeStart) {
    step(`npm start on the built tree (${label}), until /health says ok`);
    start = await timeNpmStart({ root, serverUrl, natsUrl });
    const seconds = (value: number | null) => (value === null ? 'not healthy' : `${value.toFixed(1)} s`);
    say(`  ${seconds(start.firstSeconds)} on an empty database, ${seconds(start.againSeconds)} again${start.error ? `\n  ${start.error}` : ''}`);
  }

  const budgets = budgetLines({
    searches: searchShapes.map((scenario) => ({
      name: scenario.name,
      fixedRate: scenario.fixedRate,
      saturation: scenario.load,
      cpuPerRequest: scenario.cpuPerRequest,
      countP95Ms: scenario.countP95Ms,
      counted: Boolean(scenario.plans?.count),
    })),
    intake,
    start,
  });
  return { label, root, loadAverage: { before: loadBefore, after: loadAfter }, scenarios, budgets, intake, start };
}

function sayLoad(name: string, load: LoadSummary): void {
  const errors = load.errors + load.timeouts + load.non2xx;
  const latency = load.requests ? `p50 ${formatMs(load.p50)} ms  p99 ${formatMs(load.p99)} ms` : `no answer within ${options.duration} s`;
  say(`  ${name.padEnd(42)} ${groupDigits(Math.round(load.requestsPerSecond)).padStart(6)} req/s  ${latency}${errors ? `  errors ${errors}` : ''}${cacheShare(load)}`);
}

main().then(
  () => finish(0),
  (error: Error) => {
    process.stderr.write(`\n✖ ${error.message}\n`);
    return finish(1);
  },
);
