// `npm run bench -- --suite chat`: one chat replica behind the gateway. (1) 10,000 idle WebSocket connections: the
// chat process's memory per connection, and its memory once they close. (2) 2,000 concurrent conversations, each
// visitor asking about properties at a person's pace: the assistant's reply time (typing delay set to 0, the
// assistant itself measured). Its own database, `prestigio_bench_chat`, recreated each run.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createRequire } from 'node:module';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createDatabaseIfMissing, dropDatabase, migrateAll, repoRoot } from '@prestigio/launcher';
import type WebSocketClient from 'ws';
import { HANDOFF, runHandoffScenario, type HandoffPhase } from './chat-handoff.js';
import { formatMs, groupDigits, percentile, runDate } from './format.js';
import type { SuiteContext } from './suite.js';

/** A chat frame as the bench reads it (only its type matters here). */
interface Frame {
  type: string;
}

interface Visitor {
  socket: WebSocketClient;
  onFrame: ((frame: Frame) => void) | null;
}

// ws is the chat service's own dependency (the bench drives real WebSocket clients with it).
const WebSocket = createRequire(path.join(repoRoot, 'services', 'chat', 'package.json'))('ws') as typeof WebSocketClient;

const DATABASE = 'prestigio_bench_chat';
const GOALS = { bytesPerIdleConnection: 10 * 1024, replyP99Ms: 100 };
/** Places × wishes: 48 different questions, so the assistant's reuse of recent catalogue answers is not flattered. */
const PLACES = ['Polanco', 'la Condesa', 'Tulum', 'Zapopan', 'Cancún', 'Santa Fe', 'Mérida', 'San Pedro Garza García'];
const WISHES = [
  (place: string) => `busco casa en ${place} con 3 recámaras`,
  (place: string) => `depa en ${place} de 2 a 3 millones`,
  (place: string) => `¿tienen terrenos en ${place}?`,
  (place: string) => `casa en renta en ${place} hasta 40 mil`,
  (place: string) => `algo con alberca en ${place}`,
  (place: string) => `penthouse en ${place} hasta 42 millones`,
];
const QUESTIONS = PLACES.flatMap((place) => WISHES.map((wish) => wish(place)));

export function chatDatabaseUrl(serverUrl: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

/** Resident memory of a process, in bytes (Linux). */
function rssOf(pid: number | undefined): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) * 1024;
}


/** A visitor's socket through the gateway, resolved once the welcome arrived. */
function openVisitor(wsUrl: string, origin: string): Promise<Visitor> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(wsUrl, { headers: { origin } });
    const visitor: Visitor = { socket, onFrame: null };
    const timer = setTimeout(() => reject(new Error('no welcome within 30 s')), 30_000);
    socket.on('message', (raw: WebSocketClient.RawData) => {
      const frame = JSON.parse(raw.toString()) as Frame;
      if (frame.type === 'welcome') {
        clearTimeout(timer);
        resolve(visitor);
      } else visitor.onFrame?.(frame);
    });
    socket.on('error', (error: Error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/** Opens `count` visitors, `batch` at a time (a burst of 10,000 handshakes at once is not what is measured). */
async function openVisitors(count: number, wsUrl: string, origin: string, batch = 250): Promise<Visitor[]> {
  const visitors: Visitor[] = [];
  for (let start = 0; start < count; start += batch) {
    visitors.push(...(await Promise.all(Array.from({ length: Math.min(batch, count - start) }, () => openVisitor(wsUrl, origin)))));
  }
  return visitors;
}

async function closeVisitors(visitors: Visitor[]): Promise<void> {
  await Promise.all(
    visitors.map(
      ({ socket }) =>
        new Promise<void>((resolve) => {
          if (socket.readyState === WebSocket.CLOSED) return resolve();
          socket.once('close', () => resolve());
          socket.close(1000);
        }),
    ),
  );
}

/** The RSS once it stops moving (a few seconds of settling, as collection and freeing happen lazily). */
async function settledRss(pid: number | undefined, seconds = 10): Promise<number> {
  let last = rssOf(pid);
  for (let second = 0; second < seconds; second++) {
    await sleep(1000);
    const now = rssOf(pid);
    if (Math.abs(now - last) < 256 * 1024 && second >= 2) return now;
    last = now;
  }
  return last;
}

/**
 * Each visitor asks a property question every `intervalMs` (random phase) for `durationS`; the time from sending to
 * the assistant's answer (`message`) is measured. With the typing delay at 0, this is the assistant's own time:
 * parsing, the catalogue's answer over NATS, storing both frames.
 */
async function converse(visitors: Visitor[], intervalMs: number, durationS: number) {
  const latencies: number[] = [];
  const slow: number[] = [];
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const began = performance.now();
  let unanswered = 0;
  const until = Date.now() + durationS * 1000;
  await Promise.all(
    visitors.map(async (visitor, index) => {
      await sleep(Math.random() * intervalMs);
      while (Date.now() < until) {
        const sent = performance.now();
        const answered = new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(false), 10_000);
          visitor.onFrame = (frame) => {
            if (frame.type !== 'message') return;
            clearTimeout(timer);
            resolve(true);
          };
        });
        visitor.socket.send(JSON.stringify({ type: 'message', sender: 'user', content: QUESTIONS[index % QUESTIONS.length], timestamp: new Date().toISOString() }));
        if (await answered) {
          const took = performance.now() - sent;
          latencies.push(took);
          if (took > 200) slow.push(Math.round((sent - began) / 100) / 10);
        }
        else unanswered += 1;
        await sleep(Math.max(0, intervalMs - (performance.now() - sent)));
      }
    }),
  );
  lag.disable();
  return { latencies: latencies.sort((a, b) => a - b), unanswered, slowAt: slow, clientLag: { p99: lag.percentile(99) / 1e6, max: lag.max / 1e6 } };
}

/**
 * The gateway holds two descriptors per visitor (the visitor's socket and the chat's): 10,000 visitors need more than
 * the usual 20,000. Raised for this process (and so for the stack it starts) with prlimit when allowed (root);
 * otherwise the idle visitors are spread over more gateways.
 */
function raiseDescriptorLimit(wanted: number): number {
  try {
    execFileSync('prlimit', ['--pid', String(process.pid), `--nofile=${wanted}:${wanted}`], { stdio: 'ignore' });
  } catch {
    // Not allowed or not installed: the current limit stands.
  }
  const limit = Number(/Max open files\s+(\d+)/.exec(fs.readFileSync('/proc/self/limits', 'utf8'))?.[1] ?? 1024);
  return limit;
}

export async function runChatSuite({ root, databaseUrl, natsUrl, options, step, say, startBenchStack }: SuiteContext): Promise<void> {
  const descriptors = raiseDescriptorLimit(65_536);
  await dropDatabase(databaseUrl);
  await createDatabaseIfMissing(databaseUrl);
  step(`Chat in ${DATABASE}`);
  await migrateAll({ databaseUrl, root, env: { LOG_LEVEL: 'warn' } });

  step('Starting the stack (typing delay 0, per-address limits off, advisors live at any hour)');
  const stackEnv = { RATE_LIMIT_SCALE: '0', CHAT_TYPING_MS: '0', CHAT_AGENCY_HOURS: 'always', SEED_DEMO_DATA: 'true', LOG_LEVEL: 'warn' };
  const { stack, stopStack, namespace } = await startBenchStack({ databaseUrl, natsUrl, root, env: stackEnv });
  /** The second replica the handoff scenario starts: the same database, namespace and secret as the stack's. */
  const replicaEnv = { ...process.env, ...stackEnv, NODE_ENV: 'production', DATABASE_URL: databaseUrl, NATS_URL: natsUrl, NATS_NAMESPACE: namespace, IDENTITY_SECRET: stack.identitySecret };
  // `--only handoff`: the handoff scenario alone (issue 26), written to its own results file.
  if (options.only === 'handoff') {
    const phases = await runHandoffScenario(stack, replicaEnv);
    await stopStack();
    writeHandoffResults(phases, say);
    await dropDatabase(databaseUrl);
    const missedHandoff = phases.filter((phase) => phase.p99 > HANDOFF.goalP99Ms || phase.lost > 0);
    if (missedHandoff.length) throw new Error(`The handoff missed its goal: ${missedHandoff.map((phase) => phase.where).join(', ')}`);
    return;
  }
  const wsUrl = `${stack.baseUrl.replace(/^http/, 'ws')}/ws`;
  const chatPid = stack.pidOf('chat');
  const gatewayPid = stack.pidOf('gateway');
  const startedAt = new Date();

  // Warm-up: JIT, pools and caches, then the baseline.
  await closeVisitors(await openVisitors(200, wsUrl, stack.baseUrl));
  // A gateway holds two descriptors a visitor (and some to spare for its pools and files): more visitors than one
  // gateway process may hold here are spread over more gateways in front of the same, one chat replica.
  const perGateway = Math.floor((descriptors - 2_000) / 2);
  const idleCount = options.idleSockets;
  const gateways = [{ baseUrl: stack.baseUrl, pid: gatewayPid }];
  while (gateways.length * perGateway < idleCount) gateways.push(await stack.addGateway());
  const gatewaysRss = () => gateways.reduce((sum, gateway) => sum + rssOf(gateway.pid), 0);
  /** `count` visitors, shared evenly among the gateways (each one's own address as the page's origin). */
  const openIdle = async (count: number): Promise<Visitor[]> => {
    const share = Math.ceil(count / gateways.length);
    const visitors: Visitor[] = [];
    for (const [index, gateway] of gateways.entries()) {
      const wanted = Math.min(share, count - index * share);
      if (wanted > 0) visitors.push(...(await openVisitors(wanted, `${gateway.baseUrl.replace(/^http/, 'ws')}/ws`, gateway.baseUrl)));
    }
    return visitors;
  };
  const through = gateways.length === 1 ? 'the gateway' : `${gateways.length} gateways (${groupDigits(perGateway)} visitors fit one process's ${groupDigits(descriptors)} descriptors)`;
  step(`${groupDigits(idleCount)} idle connections through ${through}`);
  const before = { chat: await settledRss(chatPid), gateway: gatewaysRss() };
  let opened = performance.now();
  const idle = await openIdle(idleCount);
  opened = performance.now() - opened;
  const held = { chat: await settledRss(chatPid), gateway: gatewaysRss() };
  await closeVisitors(idle);
  const after = { chat: await settledRss(chatPid, 20), gateway: gatewaysRss() };
  // Node keeps the pages it freed (V8's heap, malloc's arenas), so the RSS does not fall back to its start; what shows
  // a leak is a second round growing it again. The same visitors again: the memory must be reused.
  await closeVisitors(await openIdle(idleCount));
  const afterSecondRound = { chat: await settledRss(chatPid, 20) };
  const perConnection = (held.chat - before.chat) / idleCount;
  say(`  opened in ${formatMs(opened)} ms; chat RSS ${mib(before.chat)} → ${mib(held.chat)} → ${mib(after.chat)} MiB after closing; ${groupDigits(Math.round(perConnection))} B per connection`);

  const conversationsCount = options.conversations;
  const intervalMs = 10_000;
  const durationS = 30;
  step(`${groupDigits(conversationsCount)} concurrent conversations, a question every ${intervalMs / 1000} s each, for ${durationS} s`);
  const talkers = await openVisitors(conversationsCount, wsUrl, stack.baseUrl);
  // Warm-up, discarded: every question asked once (the assistant's code compiled, the catalogue's answers known).
  await converse(talkers.slice(0, QUESTIONS.length * 2), 1_000, 1);
  const { latencies, unanswered, slowAt, clientLag } = await converse(talkers, intervalMs, durationS);
  await closeVisitors(talkers);
  step(`Handoff: ${HANDOFF.conversations} conversations to ${HANDOFF.advisors} advisors, on one replica and across two`);
  const handoffPhases = await runHandoffScenario(stack, replicaEnv);
  const reply = { count: latencies.length, unanswered, slowAt, clientLag, p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), max: latencies.at(-1) };
  say(`  ${groupDigits(reply.count)} answers (${reply.unanswered} unanswered): p50 ${formatMs(reply.p50)} ms, p95 ${formatMs(reply.p95)} ms, p99 ${formatMs(reply.p99)} ms, max ${formatMs(reply.max)} ms`);
  const end = { chat: await settledRss(chatPid, 20) };
  await stopStack();

  const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
  const lines = [
    `# Chat benchmark, ${startedAt.toISOString()}`,
    '',
    'One chat replica behind the gateway, on this machine with the whole stack and the load generator.',
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}.`,
    '',
    '| measure | value | goal |',
    '|---|---:|---|',
    `| idle connections opened (through ${through}, 250 at a time) | ${groupDigits(idleCount)} in ${formatMs(opened)} ms | |`,
    `| chat process RSS before / holding them / 20 s after closing | ${mib(before.chat)} / ${mib(held.chat)} / ${mib(after.chat)} MiB | |`,
    `| chat memory per idle connection | ${groupDigits(Math.round(perConnection))} B | ≤ 10 KB: ${verdict(perConnection <= GOALS.bytesPerIdleConnection)} |`,
    `| after closing, the same number again, closed: RSS | ${mib(afterSecondRound.chat)} MiB (${mib(Math.abs(afterSecondRound.chat - after.chat))} MiB ${afterSecondRound.chat >= after.chat ? 'more' : 'less'} than after the first round) | no growth (≤ 10 % of the first round's): ${verdict(afterSecondRound.chat - after.chat <= 0.1 * (held.chat - before.chat))} |`,
    `| ${gateways.length === 1 ? 'gateway RSS' : 'gateways\' RSS, together,'} before / holding them | ${mib(before.gateway)} / ${mib(held.gateway)} MiB | |`,
    `| conversations, a question every ${intervalMs / 1000} s each for ${durationS} s | ${groupDigits(conversationsCount)} (${groupDigits(reply.count)} answers, ${reply.unanswered} unanswered) | |`,
    `| assistant reply p50 / p95 / p99 / max (typing delay 0) | ${formatMs(reply.p50)} / ${formatMs(reply.p95)} / ${formatMs(reply.p99)} / ${formatMs(reply.max)} ms | p99 ≤ 100 ms: ${verdict(reply.p99 <= GOALS.replyP99Ms && reply.unanswered === 0)} |`,
    `| answers over 200 ms, by second of the run | ${reply.slowAt.length ? [...new Set(reply.slowAt.map(Math.floor))].join(', ') : 'none'} | |`,
    `| the load generator's own event-loop delay p99 / max | ${formatMs(reply.clientLag.p99)} / ${formatMs(reply.clientLag.max)} ms | |`,
    `| chat process RSS 20 s after the conversations closed | ${mib(end.chat)} MiB | |`,
    ...handoffRows(handoffPhases),
    '',
  ];
  const resultsDir = path.join(repoRoot, 'bench', 'results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const base = path.join(resultsDir, `${runDate(startedAt)}-chat`);
  fs.writeFileSync(`${base}.md`, lines.join('\n'));
  fs.writeFileSync(`${base}.json`, `${JSON.stringify({ startedAt, idle: { count: idleCount, openedMs: opened, before, held, after, afterSecondRound, perConnection }, reply, end }, null, 2)}\n`);
  say(`\n${lines.slice(5).join('\n')}\nWritten ${path.relative(repoRoot, base)}.md and .json`);
  await dropDatabase(databaseUrl);
  const missed = [
    perConnection > GOALS.bytesPerIdleConnection && 'memory per idle connection',
    afterSecondRound.chat - after.chat > 0.1 * (held.chat - before.chat) && 'memory reused after closing',
    (reply.p99 > GOALS.replyP99Ms || reply.unanswered > 0) && 'reply p99',
    ...handoffPhases.filter((phase) => phase.p99 > HANDOFF.goalP99Ms || phase.lost > 0).map((phase) => `handoff delivery p99 (${phase.where})`),
  ].filter(Boolean);
  if (missed.length) throw new Error(`The chat missed its goals: ${missed.join(', ')}`);
}

/** The handoff's rows of the results table (issue 26). */
function handoffRows(phases: HandoffPhase[]): string[] {
  return phases.flatMap((phase) => [
    `| handoff, ${phase.where}: ${HANDOFF.conversations} visitors ask for a person at once, ${HANDOFF.advisors} advisors take them | all taken in ${formatMs(phase.handedOffMs)} ms | |`,
    `| advisor message → visitor p50 / p95 / p99 / max (${groupDigits(phase.samples)} messages, ${phase.lost} lost) | ${formatMs(phase.p50)} / ${formatMs(phase.p95)} / ${formatMs(phase.p99)} / ${formatMs(phase.max)} ms | p99 < ${HANDOFF.goalP99Ms} ms: ${phase.p99 < HANDOFF.goalP99Ms && phase.lost === 0 ? 'met' : 'MISSED'} |`,
  ]);
}

function writeHandoffResults(phases: HandoffPhase[], say: (text: string) => void): void {
  const startedAt = new Date();
  const lines = [
    `# Chat handoff benchmark, ${startedAt.toISOString()}`,
    '',
    'One chat replica behind the gateway (visitors), advisors on it and then on a second replica, on this machine with the whole stack and the load generator.',
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}.`,
    '',
    '| measure | value | goal |',
    '|---|---:|---|',
    ...handoffRows(phases),
    '',
  ];
  const resultsDir = path.join(repoRoot, 'bench', 'results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const base = path.join(resultsDir, `${runDate(startedAt)}-chat-handoff`);
  fs.writeFileSync(`${base}.md`, lines.join('\n'));
  fs.writeFileSync(`${base}.json`, `${JSON.stringify({ startedAt, phases }, null, 2)}\n`);
  say(`\n${lines.slice(5).join('\n')}\nWritten ${path.relative(repoRoot, base)}.md and .json`);
}

function mib(bytes: number): string {
  return (bytes / 1024 / 1024).toFixed(1);
}
