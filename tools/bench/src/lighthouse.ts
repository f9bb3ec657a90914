// `npm run bench -- --suite lighthouse`: Lighthouse (the npm package) with Debian's Chromium against the production
// build served by the gateway, mobile and desktop presets, for the landing and one listing. Its own database,
// `prestigio_bench_site`, holds the demo catalogue (seeded at start, as `npm start` does). Never part of `npm test`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabaseIfMissing, migrateAll, repoRoot } from '@prestigio/launcher';
import type { Result as LighthouseResult } from 'lighthouse';
import { runDate } from './format.js';
import type { SuiteContext } from './suite.js';

type Preset = 'mobile' | 'desktop';
type Category = (typeof CATEGORIES)[number];

/** One audit of one page with one preset, reduced to what the report shows. */
interface Audit {
  scores: Record<Category, number>;
  metrics: Record<string, string>;
  failed: Record<Category, string[]>;
  lighthouseVersion: string;
}

interface PageRun extends Audit {
  page: string;
  path: string;
  preset: Preset;
  performanceOfEveryRun: number[];
}

const DATABASE = 'prestigio_bench_site';
const CHROMIUM = '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** The issue's goals, per preset: a score below one is reported as missed. */
const GOALS: Record<Preset, Partial<Record<Category, number>>> = {
  mobile: { performance: 95, accessibility: 100, seo: 100 },
  desktop: { performance: 100, accessibility: 100, seo: 100 },
};
const METRICS: ReadonlyArray<readonly [string, string]> = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
];

export function siteDatabaseUrl(serverUrl: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

/** Debian's Chromium with a DevTools port for Lighthouse to drive; resolves once the port is announced. */
function launchChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prestigio-lighthouse-'));
  const child = spawn(
    CHROMIUM,
    ['--headless', '--no-sandbox', '--disable-gpu', '--remote-debugging-port=0', `--user-data-dir=${userDataDir}`, '--no-first-run', '--disable-background-networking', '--disable-component-update', 'about:blank'],
    // Its own process group, so stopping it stops its helper processes too.
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    }
    try {
      // A helper may still be writing its cache for a moment after the browser has exited.
      fs.rmSync(userDataDir, { recursive: true, force: true, maxRetries: 20, retryDelay: 250 });
    } catch (error) {
      // Never hide why the audit stopped behind a leftover temporary folder.
      console.warn(`Could not remove Chromium's profile ${userDataDir}: ${(error as Error).message}`);
    }
  };
  return new Promise((resolve, reject) => {
    let output = '';
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`Chromium exited (code ${code}) before opening its DevTools port:\n${output.slice(-2000)}`)));
    child.stderr.on('data', (chunk) => {
      output += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) resolve({ port: Number(match[1]), stop });
    });
  });
}

/** The audits of a category that did not pass, as "id: title", for the report. */
function failedAudits(lhr: LighthouseResult, category: Category): string[] {
  return lhr.categories[category]!.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id]!)
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => `${audit.id}: ${audit.title}`);
}

async function audit(url: string, preset: Preset, port: number): Promise<Audit> {
  const { default: lighthouse } = await import('lighthouse');
  const config = preset === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
  const result = await lighthouse(url, { port, logLevel: 'error', output: 'json', onlyCategories: [...CATEGORIES] }, config);
  if (!result) throw new Error(`Lighthouse returned no result for ${url} (${preset})`);
  const { lhr } = result;
  // The whole report, for finding what a score is made of (long tasks, requests, the LCP element): not kept in bench/.
  const reportsDir = process.env.LIGHTHOUSE_REPORTS_DIR;
  if (reportsDir) {
    fs.mkdirSync(reportsDir, { recursive: true });
    fs.writeFileSync(path.join(reportsDir, `${new URL(url).pathname === '/' ? 'landing' : 'listing'}-${preset}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url} (${preset}): ${lhr.runtimeError.message}`);
  return {
    scores: Object.fromEntries(CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)])) as Audit['scores'],
    metrics: Object.fromEntries(METRICS.map(([id, name]) => [name, lhr.audits[id]?.displayValue ?? ''])),
    failed: Object.fromEntries(CATEGORIES.map((category) => [category, failedAudits(lhr, category)])) as Audit['failed'],
    lighthouseVersion: lhr.lighthouseVersion,
  };
}

/**
 * Audits per page and preset: Lighthouse's score moves by several points between runs on the same machine, so the
 * median run is the one reported (as Lighthouse's own docs advise), with every run's performance score beside it.
 */
const RUNS_PER_PRESET = 3;

/** The run with the median performance score. */
function medianRun(runs: Audit[]): Audit {
  return [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(runs.length / 2)]!;
}

/** Every page with both presets, each after one unrecorded run (warm caches, as in production). */
export async function auditPages(
  baseUrl: string,
  pages: ReadonlyArray<{ name: string; path: string }>,
  say: (text: string) => void,
): Promise<PageRun[]> {
  const chromium = await launchChromium();
  const runs: PageRun[] = [];
  try {
    for (const page of pages) {
      const url = new URL(page.path, baseUrl).toString();
      await audit(url, 'desktop', chromium.port);
      for (const preset of ['mobile', 'desktop'] as const) {
        const tries: Audit[] = [];
        for (let attempt = 0; attempt < RUNS_PER_PRESET; attempt++) tries.push(await audit(url, preset, chromium.port));
        const run = { ...medianRun(tries), performanceOfEveryRun: tries.map((tried) => tried.scores.performance) };
        runs.push({ page: page.name, path: page.path, preset, ...run });
        say(`  ${page.name.padEnd(8)} ${preset.padEnd(8)} ${CATEGORIES.map((category) => `${category} ${run.scores[category]}`).join('  ')}  (${Object.entries(run.metrics).map(([name, value]) => `${name} ${value}`).join(', ')}; performance of each run ${run.performanceOfEveryRun.join(', ')})`);
      }
    }
  } finally {
    await chromium.stop();
  }
  return runs;
}

/** Share of the machine's CPU time that was idle over `ms`. */
async function idleShare(ms: number): Promise<number> {
  const total = () => os.cpus().reduce((sum, cpu) => ({ idle: sum.idle + cpu.times.idle, all: sum.all + Object.values(cpu.times).reduce((a, b) => a + b, 0) }), { idle: 0, all: 0 });
  const before = total();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = total();
  return (after.idle - before.idle) / Math.max(1, after.all - before.all);
}

/**
 * Waits (up to a minute) until the cores are mostly idle: a stack just started is still compiling and warming its
 * caches, and Lighthouse times the page's tasks on the same cores (its simulated phone multiplies them by four).
 */
async function waitForQuietMachine(say: (text: string) => void): Promise<void> {
  for (let waited = 0; waited < 60; waited += 2) {
    if ((await idleShare(2_000)) >= 0.85) return;
  }
  say('  (the machine did not settle below 15% CPU in a minute: scores may be lower than on a quiet one)');
}

export async function runLighthouseSuite({
  root,
  databaseUrl,
  natsUrl,
  step,
  say,
  startBenchStack,
}: Omit<SuiteContext, 'options'>): Promise<void> {
  await createDatabaseIfMissing(databaseUrl);
  step(`Site in ${DATABASE}`);
  await migrateAll({ databaseUrl, root, env: { LOG_LEVEL: 'warn' } });

  step('Starting the stack (production build, demo catalogue)');
  const { stack, stopStack } = await startBenchStack({ databaseUrl, natsUrl, root, env: { SEED_DEMO_DATA: 'true' } });
  const featured = (await (await fetch(new URL('/api/properties/featured', stack.baseUrl))).json()) as Array<{ slug: string }>;
  if (!featured.length) throw new Error('No featured listing to audit: the demo catalogue was not seeded');
  const pages = [
    { name: 'landing', path: '/' },
    { name: 'listing', path: `/propiedades/${featured[0]!.slug}` },
  ];

  step('Lighthouse (Debian Chromium): mobile and desktop presets');
  await waitForQuietMachine(say);
  const startedAt = new Date();
  const loadBefore = os.loadavg()[0];
  let runs: PageRun[];
  try {
    runs = await auditPages(stack.baseUrl, pages, say);
  } finally {
    await stopStack();
  }

  const goalOf = (run: PageRun) =>
    CATEGORIES.filter((category) => {
      const goal = GOALS[run.preset][category];
      return goal !== undefined && run.scores[category] < goal;
    });
  const lines = [
    `# Lighthouse, ${startedAt.toISOString()}`,
    '',
    `Lighthouse ${runs[0]?.lighthouseVersion} with Debian's Chromium (headless) against the production build served by the gateway`,
    `(NODE_ENV=production, demo catalogue), default mobile preset (simulated slow 4G, 4× CPU slowdown) and desktop preset.`,
    `Goals: mobile performance ≥ 95, desktop 100, accessibility and SEO 100. Each page is audited once unrecorded first,`,
    `then ${RUNS_PER_PRESET} times per preset once the machine is idle: the median run (by performance) is shown, and every run's performance score.`,
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}, load average ${loadBefore.toFixed(2)} before`,
    '(Lighthouse measures on this machine: other work on its cores shows in the performance score).',
    '',
    '| page | preset | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | SI | performance of each run | goals |',
    '|---|---|---:|---:|---:|---:|---|---|---|---|---|---|---|',
    ...runs.map((run) => {
      const missed = goalOf(run);
      return `| ${run.page} (\`${run.path}\`) | ${run.preset} | ${run.scores.performance} | ${run.scores.accessibility} | ${run.scores['best-practices']} | ${run.scores.seo} | ${Object.values(run.metrics).join(' | ')} | ${run.performanceOfEveryRun.join(', ')} | ${missed.length ? `missed: ${missed.join(', ')}` : 'met'} |`;
    }),
    '',
    'Audits not passed (weighted ones):',
    '',
    ...runs.flatMap((run) => {
      const failed = CATEGORIES.flatMap((category) => run.failed[category].map((title) => `${category} · ${title}`));
      return failed.length ? [`- ${run.page}, ${run.preset}: ${failed.join('; ')}`] : [];
    }),
    '',
  ];
  const resultsDir = path.join(repoRoot, 'bench', 'results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const base = path.join(resultsDir, `${runDate(startedAt)}-lighthouse`);
  fs.writeFileSync(`${base}.md`, lines.join('\n'));
  fs.writeFileSync(`${base}.json`, `${JSON.stringify({ startedAt, loadAverageBefore: loadBefore, goals: GOALS, runs }, null, 2)}\n`);
  say(`\nWritten ${path.relative(repoRoot, base)}.md and .json`);
}
