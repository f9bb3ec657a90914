// Issue 29's budgets, measured by the search suite on each checkout it runs (before and after a change, in one run):
// every search shape at a fixed offered rate of 200 req/s, the default search at saturation, the count's SQL over
// repeated EXPLAIN ANALYZE runs, lead intake through the gateway (each inquiry stored and published once), and
// `npm start` on a built tree until its /health says ok. Each becomes one line: budget / measured / met?
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { eventStreamName, eventSubject, EventSubjects } from '@prestigio/contracts';
import { createDatabaseIfMissing, dropDatabase, findFreePort } from '@prestigio/launcher';
import { connect } from 'nats';
import pg from 'pg';
import type { CpuPerRequest } from './cpu.js';
import { formatMs, groupDigits, type LoadSummary } from './format.js';
import { runFixedRate } from './fixed-rate.js';
import { runLoad } from './load.js';

/** The offered rate of every search shape's latency budget, and the budgets themselves. */
export const BUDGETS = {
  fixedRate: 200,
  p99Ms: 30,
  defaultSearchSaturation: 1_500,
  countP95Ms: 5,
  leadsPerSecond: 500,
  startSeconds: 10,
} as const;

export interface BudgetLine {
  budget: string;
  measured: string;
  /** null: not measured by this run (the line says where it is). */
  met: boolean | null;
  /** When missed: how far off, as measured ÷ budget (or budget ÷ measured for a floor), e.g. "2.4×". */
  missedBy?: string;
  /** When missed: what would be done next, for the report's list under its table. */
  nextStep?: string;
}

/** What each kind of budget needs next when it is missed (the report lists those of its missed lines). */
export const NEXT_STEPS = {
  fixedRate:
    'p99 at 200 req/s: when the median is within the budget, the tail is requests waiting for a core (compare the load average): measure again with the machine to itself; when the median is not, the shape\'s count or page SQL below is the cost.',
  saturation: `default search at saturation: 2 cores allow ${(2_000 / BUDGETS.defaultSearchSaturation).toFixed(2)} ms of CPU per request in all, load generator included; the CPU per request shows which process to cut.`,
  count:
    'count SQL: the plan below says what the count reads; counters answer operation, state, type, rooms, garden and one-word places, while a price range and a place of several words still count their matches (next: counters by price band, rows per listing and word).',
  intake: `lead intake: 2 cores allow ${(2_000 / BUDGETS.leadsPerSecond).toFixed(1)} ms of CPU per inquiry in all (gateway, leads, Postgres, load generator); docs/performance.md has the profile and the next cuts.`,
  start: 'npm start: it prints a timeline of its steps and of each process until healthy; what remains is six Node processes loading their modules at once on two cores (next: one bundle per service, or Node 22\'s compile cache).',
} as const;

/** "2.4×": how far a measure is from its budget, for a ceiling (measured above it) or a floor (below it). */
export const missedFactor = (measured: number, budget: number, kind: 'ceiling' | 'floor'): string => {
  const factor = kind === 'ceiling' ? measured / budget : budget / Math.max(measured, Number.EPSILON);
  return `${factor >= 10 ? Math.round(factor) : factor.toFixed(1)}×`;
};

/** Adds how far off and the next step to a line that missed. */
const judged = (line: BudgetLine, measured: number, budget: number, kind: 'ceiling' | 'floor', nextStep: string): BudgetLine => {
  if (line.met !== false) return line;
  // Missed on another count (errors, an event published twice) while the figure itself is within: no factor.
  const beyond = kind === 'ceiling' ? measured > budget : measured < budget;
  return { ...line, ...(beyond ? { missedBy: missedFactor(measured, budget, kind) } : {}), nextStep };
};

/** A search shape of the suite with what the budgets read of it. */
export interface BudgetSearch {
  name: string;
  /** At a fixed BUDGETS.fixedRate req/s. */
  fixedRate?: LoadSummary;
  /** At saturation (the suite's table). */
  saturation?: LoadSummary;
  /** CPU milliseconds per request by process, at saturation. */
  cpuPerRequest?: CpuPerRequest;
  countP95Ms?: number;
  /** Whether the repository ran a count for it (a page past the last match or a cached total runs none). */
  counted: boolean;
}

export interface LeadIntake {
  load: LoadSummary;
  /** Answered 201 within the run. */
  accepted: number;
  /** Stored once everything settled: the accepted ones and those still in flight when the run ended. */
  stored: number;
  /** `leads.lead.created` events of this run's leads in the stream (a lead published twice counts twice). */
  published: number;
}

export interface StartTiming {
  /** Seconds from `npm start` to a gateway /health answering ok, on an empty database, then on a migrated one. */
  firstSeconds: number | null;
  againSeconds: number | null;
  error?: string;
}

/** The shapes of issue 29's "geographic filters stay fast". */
const geographic = (name: string) => /Jalisco, 2–5 M|cheapest first|dearest first/.test(name);

const errorsOf = (load: LoadSummary) => load.errors + load.timeouts + load.non2xx;

/** The share of answers the gateway's short cache served, as the report shows it ("", before the cache existed). */
export function cacheShare(load: LoadSummary): string {
  if (!load.cacheHits || !load.requests) return '';
  return `; ${Math.round((100 * load.cacheHits) / load.requests)} % from the gateway's cache`;
}

/** Every search shape at BUDGETS.fixedRate req/s for `duration` seconds, one after another. */
export async function fixedRateLoads(
  baseUrl: string,
  shapes: ReadonlyArray<{ name: string; body: object }>,
  duration: number,
  connections: number,
  before: () => Promise<void>,
): Promise<Map<string, LoadSummary>> {
  const loads = new Map<string, LoadSummary>();
  for (const shape of shapes) {
    await before();
    loads.set(shape.name, await runFixedRate({ baseUrl, method: 'POST', path: '/api/properties/search', body: shape.body, duration, connections, rate: BUDGETS.fixedRate }));
  }
  return loads;
}

/**
 * Contact requests (POST /api/leads, what the landing's and a listing's form send) as fast as the gateway takes them,
 * each from a different visitor of this run; then how many leads were stored and how many `leads.lead.created` events
 * reached the stream (waiting for the outbox to drain). Each once: stored = published, and every accepted one stored.
 */
export async function leadIntake({ baseUrl, databaseUrl, natsUrl, namespace, duration, connections }: {
  baseUrl: string;
  databaseUrl: string;
  natsUrl: string;
  namespace: string;
  duration: number;
  connections: number;
}): Promise<LeadIntake> {
  const run = randomBytes(4).toString('hex');
  // Ten-digit Mexican numbers unique to this run (the CRM merges inquiries from one phone into one lead).
  const block = 10 + (Number.parseInt(run, 16) % 90);
  const load = await runLoad({
    baseUrl,
    method: 'POST',
    path: '/api/leads',
    headers: { origin: baseUrl },
    bodyOf: (n) => ({
      name: `Visitante Intake ${n}`,
      phone: `55${block}${String(n).padStart(6, '0')}`,
      email: `intake-${run}-${n}@bench.mx`,
      interest: 'compra',
      message: 'Me interesa una casa en Mérida.',
      privacy: true,
      website: '',
      elapsedMs: 12_000,
    }),
    duration,
    connections,
  });
  const accepted = load.statusCodes?.['201'] ?? 0;
  const database = new pg.Client({ connectionString: databaseUrl });
  const nats = await connect({ servers: natsUrl });
  await database.connect();
  try {
    const stream = eventStreamName(namespace);
    const subject = eventSubject(namespace, EventSubjects.leadCreated);
    const ofThisRun = `intake-${run}-`;
    // The events of this run's leads, by reading the namespace's stream. (Not its whole count: the outbox lives in
    // the bench database, kept between stacks, and rows a stopped stack had not yet published are published by the
    // next one, in its own namespace.)
    // Read with a throwaway ordered consumer filtered on the subject, in fetches: reading one message per request
    // lost some to timeouts on a loaded machine, and a lost read counted as an event never published.
    const publishedOfThisRun = async () => {
      const consumer = await nats.jetstream().consumers.get(stream, { filterSubjects: subject });
      let pending = (await consumer.info()).num_pending;
      let events = 0;
      while (pending > 0) {
        let read = 0;
        for await (const message of await consumer.fetch({ max_messages: Math.min(pending, 1_000), expires: 5_000 })) {
          read++;
          if ((message.json<{ data?: { email?: string | null } }>().data?.email ?? '').startsWith(ofThisRun)) events++;
          if (read === Math.min(pending, 1_000)) break;
        }
        if (read === 0) throw new Error(`the stream ${stream} stopped giving its ${subject} events (${pending} left)`);
        pending -= read;
      }
      return events;
    };
    const counts = async () => ({
      stored: Number((await database.query<{ count: string }>(`SELECT count(*) FROM crm.leads WHERE email LIKE $1`, [`${ofThisRun}%@bench.mx`])).rows[0]!.count),
      published: await publishedOfThisRun(),
    });
    // Requests still in flight when autocannon stopped are stored after it (it does not count their answers), and the
    // outbox publishes after each commit: wait until both counts hold still for 5 s, or 2 minutes.
    let last = await counts();
    for (let still = 0, waited = 0; still < 10 && waited < 240; waited++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const now = await counts();
      still = now.stored === last.stored && now.published === last.published ? still + 1 : 0;
      last = now;
    }
    return { load, accepted, ...last };
  } finally {
    await database.end();
    await nats.close();
  }
}

/**
 * `npm start` in `root` (a built tree: its Nx build is a cache hit) on a database of its own, on a free gateway port
 * with a random NATS namespace, timed until the gateway's /health answers `ok`; then stopped with Ctrl-C (SIGINT to
 * its process group) and started again on the now migrated and seeded database.
 */
export async function timeNpmStart({ root, serverUrl, natsUrl }: { root: string; serverUrl: string; natsUrl: string }): Promise<StartTiming> {
  const url = new URL(serverUrl);
  url.pathname = '/prestigio_bench_start';
  const databaseUrl = url.toString();
  const namespace = `bench_start_${randomBytes(4).toString('hex')}`;
  await dropDatabase(databaseUrl);
  await createDatabaseIfMissing(databaseUrl);
  const errors: string[] = [];
  const timed = (label: string) =>
    startOnce(root, databaseUrl, natsUrl, namespace).catch((error: Error) => {
      errors.push(`${label}: ${error.message}`);
      return null;
    });
  try {
    const firstSeconds = await timed('on an empty database');
    const againSeconds = await timed('again');
    return { firstSeconds, againSeconds, ...(errors.length ? { error: errors.join('\n') } : {}) };
  } finally {
    await dropDatabase(databaseUrl);
    await removeStream(natsUrl, namespace);
  }
}

async function startOnce(root: string, databaseUrl: string, natsUrl: string, namespace: string): Promise<number> {
  const port = await findFreePort();
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl, NATS_URL: natsUrl, NATS_NAMESPACE: namespace, NX_TUI: 'false' },
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let running = true;
  void exited.then(() => (running = false));
  try {
    for (;;) {
      if (!running) throw new Error(`npm start exited before it was healthy:\n${output}`);
      if (performance.now() - started > 180_000) throw new Error(`not healthy within 180 s:\n${output}`);
      const healthy = await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(1000) })
        .then(async (response) => response.ok && ((await response.json()) as { status?: string }).status === 'ok')
        .catch(() => false);
      if (healthy) return (performance.now() - started) / 1000;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    if (running) {
      process.kill(-child.pid!, 'SIGINT');
      const stopped = await Promise.race([exited.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 30_000))]);
      if (!stopped) process.kill(-child.pid!, 'SIGKILL');
    }
  }
}

async function removeStream(natsUrl: string, namespace: string): Promise<void> {
  const connection = await connect({ servers: natsUrl });
  try {
    const manager = await connection.jetstreamManager();
    await manager.streams.delete(eventStreamName(namespace)).catch(() => undefined);
  } finally {
    await connection.close();
  }
}

/** "gateway 0.20, properties 0.45, … ms (total 1.1 ms)": where a request's CPU went. */
export function describeCpu(cpu: CpuPerRequest): string {
  const entries = Object.entries(cpu).filter(([, ms]) => Number.isFinite(ms));
  const total = entries.reduce((sum, [, ms]) => sum + ms, 0);
  return `${entries.map(([name, ms]) => `${name} ${ms.toFixed(2)}`).join(', ')} ms (total ${total.toFixed(2)} ms)`;
}

/** One line per budget, in the issue's order. */
export function budgetLines({ searches, intake, start }: { searches: BudgetSearch[]; intake?: LeadIntake; start?: StartTiming }): BudgetLine[] {
  const lines: BudgetLine[] = [];
  for (const search of searches) {
    const load = search.fixedRate;
    if (!load) continue;
    const label = geographic(search.name) ? `${search.name} (geographic)` : search.name;
    const achieved = load.requestsPerSecond;
    const rateShort = achieved < BUDGETS.fixedRate * 0.95;
    lines.push(judged({
      budget: `${label}: p99 ≤ ${BUDGETS.p99Ms} ms at ${BUDGETS.fixedRate} req/s`,
      measured: `p99 ${formatMs(load.p99)} ms, p50 ${formatMs(load.p50)} ms at ${groupDigits(Math.round(achieved))} req/s${errorsOf(load) ? `, ${groupDigits(errorsOf(load))} errors` : ''}${cacheShare(load)}`,
      met: load.requests > 0 && load.p99 <= BUDGETS.p99Ms && errorsOf(load) === 0 && !rateShort,
    }, rateShort ? achieved : load.p99, rateShort ? BUDGETS.fixedRate : BUDGETS.p99Ms, rateShort ? 'floor' : 'ceiling', NEXT_STEPS.fixedRate));
  }
  const defaults = searches[0];
  if (defaults?.saturation) {
    const load = defaults.saturation;
    lines.push(judged({
      budget: `${defaults.name}: ≥ ${groupDigits(BUDGETS.defaultSearchSaturation)} req/s at saturation`,
      measured: `${groupDigits(Math.round(load.requestsPerSecond))} req/s, p99 ${formatMs(load.p99)} ms${errorsOf(load) ? `, ${groupDigits(errorsOf(load))} errors` : ''}${cacheShare(load)}${
        defaults.cpuPerRequest ? `; CPU per request ${describeCpu(defaults.cpuPerRequest)}` : ''
      }`,
      met: load.requestsPerSecond >= BUDGETS.defaultSearchSaturation && errorsOf(load) === 0,
    }, load.requestsPerSecond, BUDGETS.defaultSearchSaturation, 'floor', NEXT_STEPS.saturation));
  }
  for (const search of searches) {
    if (search.countP95Ms === undefined && !search.counted) continue;
    lines.push(judged({
      budget: `${search.name}: count SQL p95 ≤ ${BUDGETS.countP95Ms} ms, no result cache`,
      measured: search.countP95Ms === undefined ? 'no count statement' : `p95 ${formatMs(search.countP95Ms)} ms`,
      met: search.countP95Ms === undefined ? null : search.countP95Ms <= BUDGETS.countP95Ms,
    }, search.countP95Ms ?? 0, BUDGETS.countP95Ms, 'ceiling', NEXT_STEPS.count));
  }
  if (intake) {
    const { load, accepted, stored, published } = intake;
    // Stored may exceed accepted by the requests in flight when the run ended (answered after autocannon stopped).
    const once = stored === published && accepted <= stored && accepted > 0;
    lines.push(judged({
      budget: `lead intake (POST /api/leads): ≥ ${BUDGETS.leadsPerSecond} inquiries/s sustained, each stored and published once`,
      measured:
        `${groupDigits(Math.round(load.requestsPerSecond))}/s (p99 ${formatMs(load.p99)} ms); ${groupDigits(accepted)} accepted in the run, ` +
        `${groupDigits(stored)} stored, ${groupDigits(published)} lead.created published${errorsOf(load) ? `, ${groupDigits(errorsOf(load))} errors` : ''}`,
      met: load.requestsPerSecond >= BUDGETS.leadsPerSecond && once && errorsOf(load) === 0,
    }, load.requestsPerSecond, BUDGETS.leadsPerSecond, 'floor', NEXT_STEPS.intake));
  }
  if (start) {
    const seconds = (value: number | null) => (value === null ? '–' : `${value.toFixed(1)} s`);
    lines.push(judged({
      budget: `npm start on a built tree: healthy in ≤ ${BUDGETS.startSeconds} s`,
      measured:
        `${seconds(start.againSeconds)} (database migrated); ${seconds(start.firstSeconds)} on an empty database (migrations, demo catalogue)` +
        (start.error ? `; ${start.error.split('\n')[0]}` : ''),
      met: start.againSeconds === null ? false : start.againSeconds <= BUDGETS.startSeconds,
    }, start.againSeconds ?? Number.POSITIVE_INFINITY, BUDGETS.startSeconds, 'ceiling', NEXT_STEPS.start));
  }
  lines.push({
    budget: 'the same searches served by the replica; the shared rate limiter\'s cost per request',
    measured: '`npm run bench -- --suite ha` (its own primary and streaming replica), bench/results/<date>-ha.md',
    met: null,
  });
  return lines;
}

export const metLabel = (met: boolean | null, missedBy?: string): string =>
  met === null ? 'see there' : met ? 'met' : `**missed**${missedBy ? ` by ${missedBy}` : ''}`;

/** The next steps of a checkout's missed budgets, each once, in the budgets' order. */
export const nextStepsOf = (lines: BudgetLine[]): string[] => [...new Set(lines.flatMap((line) => (line.nextStep ? [line.nextStep] : [])))];
