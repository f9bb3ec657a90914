// `npm test`: the whole suite, as CI runs it. After the install step (scripts/test.mjs): build, type-check,
// lint, the web's component tests (Vitest in jsdom), Jest unit + e2e (real Postgres and NATS), the browser tests (the
// built stack in Chromium), and last a fresh clone of the working tree started with `npm start`. Ends with one line `Tests: <N> passed, <M> failed` over all runs and
// exits non-zero on any failure. A failed build, type-check or lint counts as one failed test, so that line never
// reads "0 failed" for a run that failed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { natsInfo, postgresAnswers } from './infra.js';
import { runForeground } from './processes.js';
import { DEFAULT_NATS_URL, repoRoot } from './stack.js';

// Where the tests create their own databases and namespaces (the same variables as @prestigio/testing reads).
const TEST_POSTGRES_URL = process.env.TEST_DATABASE_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const TEST_NATS_URL = process.env.TEST_NATS_URL || DEFAULT_NATS_URL;
const jestBin = path.join(repoRoot, 'node_modules', 'jest', 'bin', 'jest.js');
const vitestBin = path.join(repoRoot, 'node_modules', 'vitest', 'vitest.mjs');
const resultsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prestigio-test-'));

const heading = (text: string) => process.stdout.write(`\n${process.stdout.isTTY ? `\x1b[1m▶ ${text}\x1b[0m` : `▶ ${text}`}\n`);
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)}s`;
const summary: string[] = [];
let passed = 0;
let failed = 0;

async function check(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  heading(name);
  const started = Date.now();
  const code = await runForeground(command, args, { cwd: repoRoot, env });
  if (code !== 0) failed += 1;
  summary.push(`${name.padEnd(22)} ${code === 0 ? 'ok' : 'FAILED'} (${seconds(started)})`);
  return code === 0;
}

/** What a runner's JSON report counts as failed: failed tests, and files that could not even load (no failed test in them). */
interface RunFailures {
  failedTests: number;
  unloadedFiles: number;
}

/** One test runner's run, its counts read from the JSON report it wrote (Jest's shape; Vitest writes the same). */
async function countedRun<Report extends { numPassedTests: number }>(
  name: string,
  args: string[],
  outputFile: string,
  failures: (report: Report) => RunFailures,
  runner: string,
): Promise<void> {
  heading(name);
  const started = Date.now();
  const code = await runForeground(process.execPath, args, { cwd: repoRoot });
  let runPassed = 0;
  let runFailed = 0;
  let note = '';
  if (fs.existsSync(outputFile)) {
    const result = JSON.parse(fs.readFileSync(outputFile, 'utf8')) as Report;
    const { failedTests, unloadedFiles } = failures(result);
    runPassed = result.numPassedTests;
    runFailed = failedTests + unloadedFiles;
    if (unloadedFiles) note = `, ${unloadedFiles} file(s) failed to run`;
  }
  if (code !== 0 && runFailed === 0) {
    runFailed = 1;
    note = `, ${runner} itself failed (see above)`;
  }
  passed += runPassed;
  failed += runFailed;
  summary.push(`${name.padEnd(22)} ${runPassed} passed, ${runFailed} failed${note} (${seconds(started)})`);
}

function jest(name: string, projects: string[], extraArgs: string[] = []): Promise<void> {
  const outputFile = path.join(resultsDir, `${projects.join('-')}.json`);
  return countedRun(
    name,
    ['--experimental-vm-modules', jestBin, '--selectProjects', ...projects, ...extraArgs, '--json', '--outputFile', outputFile],
    outputFile,
    (result: { numPassedTests: number; numFailedTests: number; numRuntimeErrorTestSuites: number }) => ({
      failedTests: result.numFailedTests,
      unloadedFiles: result.numRuntimeErrorTestSuites,
    }),
    'Jest',
  );
}

interface VitestFileResult {
  status: string;
  assertionResults: Array<{ status: string }>;
}

/** The web's component tests (Vitest, web/vitest.config.ts). */
function vitest(name: string): Promise<void> {
  const outputFile = path.join(resultsDir, 'component.json');
  return countedRun(
    name,
    [vitestBin, 'run', '--root', path.join(repoRoot, 'web'), '--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`],
    outputFile,
    (result: { numPassedTests: number; numFailedTests: number; testResults: VitestFileResult[] }) => ({
      failedTests: result.numFailedTests,
      unloadedFiles: result.testResults.filter((file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed')).length,
    }),
    'Vitest',
  );
}

async function infrastructureAnswers() {
  const problems = [];
  let postgresOk = false;
  try {
    postgresOk = await postgresAnswers(TEST_POSTGRES_URL);
  } catch (error) {
    problems.push((error as Error).message);
  }
  if (!postgresOk && !problems.length) {
    problems.push(
      `No Postgres answers at ${new URL(TEST_POSTGRES_URL).host}. Start one: ` +
        '`pg_ctlcluster <version> main start`, or point TEST_DATABASE_ADMIN_URL at one (trust or a password in the URL).',
    );
  }
  const nats = await natsInfo(TEST_NATS_URL);
  if (!nats) {
    problems.push(
      `No NATS answers at ${new URL(TEST_NATS_URL).host}. Start one with JetStream: ` +
        '`nats-server -js -a 127.0.0.1 -p 4222`, or point TEST_NATS_URL at one.',
    );
  } else if (!nats.jetstream) {
    problems.push(`The NATS server at ${new URL(TEST_NATS_URL).host} has JetStream disabled (start it with -js).`);
  }
  return problems;
}

async function main() {
  const started = Date.now();
  const problems = await infrastructureAnswers();
  if (problems.length) {
    process.stderr.write(`The tests need Postgres and NATS:\n${problems.map((problem) => `  - ${problem}`).join('\n')}\n`);
    process.stdout.write(`Tests: 0 passed, ${problems.length} failed\n`);
    process.exitCode = 1;
    return;
  }

  const built = await check('build', 'npx', ['nx', 'run-many', '-t', 'build'], {
    ...process.env,
    NX_DAEMON: 'false',
    NX_TUI: 'false',
  });
  await check('typecheck', 'npm', ['run', 'typecheck']);
  const web = JSON.parse(fs.readFileSync(path.join(repoRoot, 'web', 'package.json'), 'utf8'));
  if (web.scripts?.typecheck) await check('typecheck (web)', 'npm', ['run', 'typecheck', '-w', '@prestigio/web']);
  await check('lint', 'npm', ['run', 'lint']);

  await vitest('component tests');
  await jest('unit + e2e tests', ['unit', 'e2e']);
  if (built) {
    await jest('browser tests', ['browser'], ['--runInBand']);
  } else {
    failed += 1;
    summary.push(`${'browser tests'.padEnd(22)} not run: they need a successful build`);
  }
  await jest('fresh clone', ['clone'], ['--runInBand']);

  heading(`Summary (${seconds(started)})`);
  process.stdout.write(`${summary.map((line) => `  ${line}`).join('\n')}\n`);
  process.stdout.write(`Tests: ${passed} passed, ${failed} failed\n`);
  process.exitCode = failed ? 1 : 0;
}

try {
  await main();
} finally {
  fs.rmSync(resultsDir, { recursive: true, force: true });
}
