// `npm run compose:smoke [-- --keep-images] [-- --local-images] [-- --profile ha]`: the whole product in containers,
// proven from outside.
// Builds the six app images (and, when no registry answers, local stand-ins for the public base images), starts
// docker-compose.yml with three chat replicas on free localhost ports, waits for every health check, then checks what
// a visitor, an agent and an operator rely on: the landing and a hashed asset, a search, a contact request stored
// once, register → admin approval → sign-in, a chat conversation on each chat replica, a booked video call whose
// e-mail reaches the mail catcher, a photo that survives `restart properties`, a graceful stop (no container killed
// at the timeout), and data that survives `down` + `up`.
// Then it removes everything it created (containers, networks, volumes, the images it built unless --keep-images,
// and the Docker engine if it started one) and prints a table of what passed. Bounded: every wait has a deadline.
// `--profile ha` lays docker-compose.ha.yml over it (three NATS nodes in one JetStream cluster, a streaming Postgres
// replica, two gateways) and also checks that every stream has three copies, that the replica is in recovery and
// streaming what the primary wrote, that the second gateway serves, and that a NATS node killed loses no contact.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';
import { markdownTable, textTable, type Column } from '@prestigio/bench';
import type WebSocketClient from 'ws';
import { parseCommandLine } from './command-line.js';
import { buildLocalBaseImages, capture, composeCommand, ensureEngine, imageSize, registryAnswers, run, tmpWorkDir } from './docker.js';
import { findFreePort, repoRoot } from './stack.js';

interface CheckResult {
  name: string;
  ok: boolean;
  detail: string;
  seconds: number;
}

/** A request through the gateway: `json` is sent as JSON, `body` as is. */
interface CallOptions {
  method?: string;
  json?: unknown;
  body?: FormData | string;
  headers?: Record<string, string>;
}
type Call = (pathname: string, options?: CallOptions) => Promise<Response>;

interface ChatFrame {
  type: string;
  sender?: string;
  content?: string;
}

const APPS = [
  ['gateway', 'gateway'],
  ['auth', 'services/auth'],
  ['properties', 'services/properties'],
  ['leads', 'services/leads'],
  ['scheduling', 'services/scheduling'],
  ['chat', 'services/chat'],
];
const CHAT_REPLICAS = 3;
const ADMIN = { username: 'admin', password: 'Prestigio2026!' };
const HEALTHY_WITHIN_MS = 10 * 60_000;

const options = parseCommandLine(
  'npm run compose:smoke --',
  {
    'keep-images': { type: 'flag', help: 'keep the app images it built' },
    'local-images': { type: 'flag', help: 'build local stand-ins for the public base images even when a registry answers' },
    profile: { type: 'choice', choices: ['default', 'ha'], default: 'default', help: 'ha: also docker-compose.ha.yml (clustered NATS, Postgres replica, two gateways)' },
  },
  'Builds the images, starts docker-compose.yml and checks the whole product from outside.',
);

const ha = options.profile === 'ha';
/** The compose files of the profile: the HA file is laid over the default one. */
const composeFiles = ha ? ['-f', 'docker-compose.yml', '-f', 'docker-compose.ha.yml'] : [];
/** Containers besides the apps and the chat replicas: postgres, nats, maildev; with HA two more NATS nodes, the replica and gateway-2. */
const ENGINE_CONTAINERS = ha ? 3 + 4 : 3;
const runId = randomBytes(3).toString('hex');
const project = `prestigio-smoke-${runId}`;
const workDir = tmpWorkDir('prestigio-compose-smoke');
const started = Date.now();
const say = (text: string) => console.log(`\n▶ [${((Date.now() - started) / 1000).toFixed(0)} s] ${text}`);
const results: CheckResult[] = [];
const builtImages: string[] = [];
const timings: Record<string, number> = {};

/** Runs one named check, recording pass/fail and its time; a failed check does not stop the ones after it. */
async function check(name: string, body: () => Promise<string | undefined>): Promise<void> {
  const began = Date.now();
  try {
    const detail = (await body()) ?? '';
    results.push({ name, ok: true, detail, seconds: (Date.now() - began) / 1000 });
    console.log(`  ✔ ${name}${detail ? ` — ${detail}` : ''}`);
  } catch (caught) {
    const error = caught as Error;
    results.push({ name, ok: false, detail: error.message.split('\n')[0] ?? '', seconds: (Date.now() - began) / 1000 });
    console.log(`  ✖ ${name}: ${error.message}`);
  }
}

function expectThat(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** Fails with the answer's own text when its status is not the expected one (the body is read only then). */
async function expectStatus(response: Response, expected: number, what: string): Promise<void> {
  if (response.status !== expected) throw new Error(`${what} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
}

let compose: string[] | null = null;
let composeEnv: NodeJS.ProcessEnv | undefined;
let engine: { started?: boolean; stop: () => Promise<void> } = { stop: async () => {} };
/** The compose command, known once main() has found it. */
const composeCli = (): [string, string[]] => [compose![0]!, [...compose!.slice(1), ...composeFiles]];
const composeRun = (args: string[], options: { timeoutMs?: number } = {}) => {
  const [command, prefix] = composeCli();
  return run(command, [...prefix, '-p', project, ...args], { env: composeEnv, ...options });
};

async function containersOf(service: string): Promise<string[]> {
  const ids = await composeRun(['ps', '-q', service]);
  return ids.split('\n').filter(Boolean);
}

/** `up -d` (which waits for the health checks start order needs); on failure, the failing containers' last logs. */
async function composeUp() {
  try {
    await composeRun(['up', '-d', '--no-build', '--scale', `chat=${CHAT_REPLICAS}`], { timeoutMs: 10 * 60_000 });
  } catch (error) {
    const [command, prefix] = composeCli();
    const ids = (await capture(command, [...prefix, '-p', project, 'ps', '-q'], { env: composeEnv })).stdout.split('\n').filter(Boolean);
    const states = (await capture('docker', ['inspect', '--format', '{{.Name}} {{.State.Status}} {{if .State.Health}}{{.State.Health.Status}}{{end}}', ...ids])).stdout;
    const failing = states.split('\n').filter((line) => line && !/ running healthy$/.test(line));
    const logs: string[] = [];
    for (const line of failing) {
      const name = (line.split(' ')[0] ?? '').replace(/^\//, '');
      const { stdout, stderr } = await capture('docker', ['logs', '--tail', '30', name]);
      logs.push(`── ${line}\n${stdout}${stderr}`);
    }
    throw new Error(`${(error as Error).message}\n${logs.join('\n')}`, { cause: error });
  }
}

/** Waits until every container of the project reports healthy (or has no health check and runs). */
async function waitHealthy(what: string): Promise<void> {
  const deadline = Date.now() + HEALTHY_WITHIN_MS;
  let last = '';
  while (Date.now() < deadline) {
    const ids = (await composeRun(['ps', '-q'])).split('\n').filter(Boolean);
    const states = (
      await run('docker', ['inspect', '--format', '{{.Name}} {{.State.Status}} {{if .State.Health}}{{.State.Health.Status}}{{else}}none{{end}}', ...ids])
    )
      .trim()
      .split('\n');
    const waiting = states.filter((line) => !/ running (healthy|none)$/.test(line));
    if (ids.length >= APPS.length + CHAT_REPLICAS - 1 + ENGINE_CONTAINERS && waiting.length === 0) return;
    const now = waiting.map((line) => line.split(' ').slice(0, 3).join(' ').replace(`/${project}_`, '')).join(', ');
    if (now !== last) console.log(`  waiting for ${what}: ${now || 'containers to be created'}`);
    last = now;
    if (waiting.some((line) => / (exited|dead) /.test(line) || / unhealthy$/.test(line))) {
      const [command, prefix] = composeCli();
      throw new Error(`a container failed: ${waiting.join(', ')}\n${(await capture(command, [...prefix, '-p', project, 'logs', '--tail', '40'], { env: composeEnv })).stdout.slice(-6000)}`);
    }
    await sleep(3000);
  }
  throw new Error(`not healthy within ${HEALTHY_WITHIN_MS / 60_000} min: ${last}`);
}

/** A visitor or agent: fetch with its own cookie jar, against the gateway. */
function client(base: string): Call {
  const cookies = new Map<string, string>();
  return async function call(pathname, { method = 'GET', json, body, headers = {} } = {}) {
    const response = await fetch(`${base}${pathname}`, {
      method,
      headers: {
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookies.size ? { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
        origin: base,
        ...headers,
      },
      body: json === undefined ? body : JSON.stringify(json),
      signal: AbortSignal.timeout(30_000),
    });
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
}

async function signedIn(base: string, credentials: { username: string; password: string }): Promise<Call> {
  const call = client(base);
  const response = await call('/api/login', { method: 'POST', json: credentials });
  await expectStatus(response, 200, `sign-in of ${credentials.username}`);
  return call;
}

/** Established TCP connections on the chat port inside one container (its own /proc, no tools needed). */
async function chatConnections(container: string): Promise<number> {
  const table = await run('docker', ['exec', container, 'cat', '/proc/net/tcp', '/proc/net/tcp6']);
  const port = (3005).toString(16).toUpperCase().padStart(4, '0');
  return table.split('\n').filter((line) => {
    const fields = line.trim().split(/\s+/);
    return fields[1]?.endsWith(`:${port}`) && fields[3] === '01';
  }).length;
}

const WebSocket = createRequire(path.join(repoRoot, 'services', 'chat', 'package.json'))('ws') as typeof WebSocketClient;

/** A visitor's chat: opens the socket, waits for the welcome, asks once and resolves with the first answer. */
function chatVisitor(base: string, question: string): Promise<{ socket: WebSocketClient; answer: string | undefined }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${base.replace('http', 'ws')}/ws`, { headers: { origin: base } });
    const timer = setTimeout(() => reject(new Error('no answer within 60 s')), 60_000);
    socket.on('message', (raw: WebSocketClient.RawData) => {
      const frame = JSON.parse(raw.toString()) as ChatFrame;
      if (frame.type === 'welcome') {
        socket.send(JSON.stringify({ type: 'message', sender: 'user', content: question, timestamp: new Date().toISOString() }));
      } else if (frame.type === 'message' && frame.sender !== 'user') {
        clearTimeout(timer);
        resolve({ socket, answer: frame.content });
      }
    });
    socket.on('error', (error: Error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/** The first free video-call slot a few days ahead, from the public availability API. */
async function firstFreeSlot(call: Call): Promise<string> {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const response = await call(`/api/video-calls/availability?from=${day(2)}&to=${day(16)}`);
  expectThat(response.status === 200, `availability answered ${response.status}`);
  const { days } = (await response.json()) as { days: Array<{ slots: Array<{ startsAt: string; available: boolean }> }> };
  const slot = days.flatMap((entry) => entry.slots).find((candidate) => candidate.available);
  expectThat(slot, 'no free slot in the next two weeks');
  return slot.startsAt;
}

/** E-mails MailDev caught for this address (MailDev 3 serves /api/email, MailDev 2 /email). */
async function mailsTo(mailBase: string, address: string): Promise<Array<{ subject: string }>> {
  for (const route of ['/api/email', '/email']) {
    const response = await fetch(`${mailBase}${route}`, { signal: AbortSignal.timeout(10_000) }).catch(() => null);
    if (!response?.ok) continue;
    const mails = (await response.json()) as Array<{ subject: string; to?: Array<{ address: string }> }>;
    return mails.filter((mail) => mail.to?.some((to) => to.address === address));
  }
  throw new Error('MailDev answers neither /api/email nor /email');
}

async function until<T>(what: string, probe: () => Promise<T | null>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await sleep(1000);
  }
}

/** A complete listing as an agent would enter it. */
function propertyBody(note: string) {
  return {
    title: `Departamento de prueba en contenedores ${runId} (${note})`,
    description: 'Departamento luminoso con terraza, cocina integral y vista a los volcanes; a pasos de parques.',
    operationType: 'comprar',
    propertyType: 'departamento',
    status: 'borrador',
    state: 'Puebla',
    city: 'San Andrés Cholula',
    colonia: 'Lomas de Angelópolis',
    price: 4_350_000,
    bedrooms: 2,
    bathrooms: 2,
    halfBathrooms: 0,
    parkingSpaces: 2,
    buildingArea: 118,
    hasGarden: false,
    amenities: ['gimnasio'],
  };
}

async function photoPng(): Promise<Buffer> {
  const sharp = createRequire(path.join(repoRoot, 'services', 'properties', 'package.json'))('sharp') as typeof import('sharp').default;
  return sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 27, g: 42, b: 74 } } }).png().toBuffer();
}

async function main() {
  compose = await composeCommand();
  if (!compose) throw new Error('Neither `docker compose` nor `docker-compose` is installed (Debian: apt-get install -y docker-compose)');
  engine = await ensureEngine({ dataRoot: path.join(repoRoot, '.data', 'docker') });
  if (engine.started) say('Started a Docker engine for this run (vfs storage, no iptables); it is stopped at the end');

  let baseImages: Record<string, string> = {};
  const useLocal = options.localImages || !(await registryAnswers());
  say(useLocal ? 'No image registry answers: building local stand-ins for the base images' : 'Pulling the public base images');
  let began = Date.now();
  if (useLocal) {
    const local = await buildLocalBaseImages({ workDir, tag: 'smoke', log: (text) => console.log(`  ${text}`) });
    baseImages = local.images;
    builtImages.push(...local.made);
  } else {
    for (const image of ['postgres:16', 'nats:2-alpine', 'maildev/maildev']) await run('docker', ['pull', '--quiet', image], { timeoutMs: 10 * 60_000 });
  }
  timings['base images'] = (Date.now() - began) / 1000;

  const gatewayPort = await findFreePort();
  const secondGatewayPort = await findFreePort();
  const mailPort = await findFreePort();
  const base = `http://127.0.0.1:${gatewayPort}`;
  const mailBase = `http://127.0.0.1:${mailPort}`;
  composeEnv = {
    ...process.env,
    ...baseImages,
    APP_IMAGE_PREFIX: 'prestigio-smoke',
    APP_IMAGE_TAG: runId,
    PORT: String(gatewayPort),
    GATEWAY_2_PORT: String(secondGatewayPort),
    MAILDEV_WEB_PORT: String(mailPort),
    PUBLIC_SITE_URL: base,
    COMPOSE_HTTP_TIMEOUT: '300',
  };

  say('Building the six app images (one shared build stage)');
  const sizes: Array<{ image: string; bytes: number; seconds: number }> = [];
  for (const [name, app] of APPS) {
    began = Date.now();
    const image = `prestigio-smoke/${name}:${runId}`;
    const args = ['build', '--network', 'host', '--build-arg', `APP=${app}`, '-t', image];
    if (baseImages.NODE_IMAGE) args.push('--build-arg', `NODE_IMAGE=${baseImages.NODE_IMAGE}`);
    await run('docker', [...args, '.'], {
      timeoutMs: 30 * 60_000,
      progress: (line: string) => void (/^Step \d+\/\d+ : (RUN|FROM)/.test(line) && console.log(`  ${name}: ${line.slice(0, 110)}`)),
    });
    builtImages.unshift(image);
    const seconds = (Date.now() - began) / 1000;
    timings[`build ${name}`] = seconds;
    sizes.push({ image, bytes: await imageSize(image), seconds });
    console.log(`  ${image}: ${(sizes.at(-1)!.bytes / 1e6).toFixed(0)} MB in ${seconds.toFixed(0)} s`);
  }

  say(`docker compose up with ${CHAT_REPLICAS} chat replicas${ha ? ', the HA profile' : ''} (project ${project})`);
  began = Date.now();
  await composeUp();
  await waitHealthy('first start');
  timings['first start until healthy'] = (Date.now() - began) / 1000;
  await checks({ base, mailBase, secondBase: `http://127.0.0.1:${secondGatewayPort}` });
  return sizes;
}

const stamp = `${runId}-${Date.now().toString(36)}`;
const account = { username: `smoke${runId}`, password: 'Prestigio2026!', fullName: 'Prueba de Contenedores', email: `smoke.${stamp}@ejemplo.mx` };
const contact = { name: 'Visitante de Prueba', phone: '55 1234 5678', email: `visitante.${stamp}@ejemplo.mx` };
const remembered: { leadId?: string; photoUrl?: string } = {};

async function checks({ base, mailBase, secondBase }: { base: string; mailBase: string; secondBase: string }): Promise<void> {
  say('Checks from outside, through the gateway');
  const visitor = client(base);

  await check('landing and a hashed asset', async () => {
    const landing = await visitor('/');
    expectThat(landing.status === 200, `GET / answered ${landing.status}`);
    const html = await landing.text();
    const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
    expectThat(asset, 'the landing names no hashed script');
    const script = await visitor(asset);
    expectThat(script.status === 200, `${asset} answered ${script.status}`);
    expectThat(/immutable/.test(script.headers.get('cache-control') ?? ''), `${asset} is not cached as immutable`);
    return asset;
  });

  await check('a search', async () => {
    const response = await visitor('/api/properties/search', { method: 'POST', json: { operationType: 'comprar' } });
    expectThat(response.status === 200, `search answered ${response.status}`);
    const { count } = (await response.json()) as { count: number };
    expectThat(count > 0, 'the demo catalogue gave no results');
    return `${count} listings for sale`;
  });

  const admin = await signedIn(base, ADMIN).catch((error: Error) => {
    results.push({ name: 'admin sign-in', ok: false, detail: error.message, seconds: 0 });
    return null;
  });

  await check('a contact request stored once', async () => {
    const response = await visitor('/api/leads', {
      method: 'POST',
      json: { ...contact, interest: 'compra', message: 'Me interesa una casa en Polanco.', privacy: true, elapsedMs: 9_000 },
    });
    await expectStatus(response, 201, 'POST /api/leads');
    // The receipt is the inquiry's own id, which books a video call for 24 hours (never the client's id).
    remembered.leadId = ((await response.json()) as { id: string }).id;
    expectThat(admin, 'no admin session');
    const found = await until('the lead in the CRM', async () => {
      const page = (await (await admin(`/api/leads?text=${encodeURIComponent(contact.email)}`)).json()) as { total: number };
      return page.total > 0 ? page : null;
    });
    expectThat(found.total === 1, `${found.total} leads for one request`);
    return 'one lead';
  });

  await check('register → admin approval → sign-in', async () => {
    const registration = await client(base)('/api/register', { method: 'POST', json: account });
    await expectStatus(registration, 201, 'register');
    // A pending account signs in but may not work in the portal until an admin approves it.
    const pending = await signedIn(base, account);
    await expectStatus(await pending('/api/properties/manage', { method: 'POST', json: propertyBody('pendiente') }), 403, 'a pending agent creating a listing');
    expectThat(admin, 'no admin session');
    const users = (await (await admin('/api/users')).json()) as Array<{ id: string; username: string }>;
    const user = users.find((candidate) => candidate.username === account.username);
    expectThat(user, 'the new account is not in the admin list');
    await expectStatus(await admin(`/api/users/${user.id}`, { method: 'PATCH', json: { status: 'active' } }), 200, 'the approval');
    await signedIn(base, account);
    return account.username;
  });

  await check(`a chat conversation on each of the ${CHAT_REPLICAS} chat replicas`, async () => {
    const replicas = await containersOf('chat');
    expectThat(replicas.length === CHAT_REPLICAS, `${replicas.length} chat containers`);
    const visitors: Array<{ socket: WebSocketClient; answer: string | undefined }> = [];
    let open: number[] | undefined;
    try {
      for (let index = 0; index < CHAT_REPLICAS * 3; index++) visitors.push(await chatVisitor(base, 'Busco casa en Polanco con 3 recámaras'));
      expectThat(visitors.every(({ answer }) => typeof answer === 'string' && answer.length > 0), 'an empty answer');
      open = await Promise.all(replicas.map(chatConnections));
    } finally {
      await Promise.all(visitors.map(({ socket }) => new Promise<void>((resolve) => (socket.once('close', () => resolve()), socket.close(1000)))));
    }
    // Each replica's connections with the visitors open, less the ones left once they closed (the gateway's own
    // keep-alive connections for health checks stay): the visitors each replica held.
    await sleep(1000);
    const left = await Promise.all(replicas.map(chatConnections));
    const held = (open ?? []).map((count, index) => count - (left[index] ?? 0));
    expectThat(held.every((count) => count >= 1), `visitors per replica: ${held.join(', ')}`);
    return `${visitors.length} visitors answered; per replica: ${held.join(', ')}`;
  });

  await check('a booked video call e-mailed to the client', async () => {
    expectThat(remembered.leadId, 'no lead to book for');
    const scheduledAt = await firstFreeSlot(visitor);
    const booking = await visitor('/api/schedule-video-call', { method: 'POST', json: { leadId: remembered.leadId, scheduledAt, durationMinutes: 30 } });
    await expectStatus(booking, 201, 'the booking');
    const mails = await until('the confirmation in MailDev', async () => {
      // The contact request's acknowledgement went to the same address: count the booking's own e-mails.
      const caught = (await mailsTo(mailBase, contact.email)).filter((mail) => mail.subject?.startsWith('Videollamada agendada'));
      return caught.length ? caught : null;
    }, 120_000);
    expectThat(mails.length === 1, `${mails.length} e-mails for one booking`);
    return mails[0]!.subject;
  });

  await check('a photo upload survives `restart properties`', async () => {
    const agent = await signedIn(base, account);
    const created = await agent('/api/properties/manage', { method: 'POST', json: propertyBody('aprobada') });
    await expectStatus(created, 201, 'creating a listing');
    const listing = (await created.json()) as { id: string };
    const form = new FormData();
    form.append('photos', new Blob([await photoPng()], { type: 'image/png' }), 'fachada.png');
    const upload = await agent(`/api/properties/manage/${listing.id}/photos`, { method: 'POST', body: form });
    await expectStatus(upload, 201, 'the upload');
    const [photo] = (await upload.json()) as Array<{ url: string }>;
    expectThat(photo, 'the upload answered no photo');
    const photoUrl = new URL(photo.url, base).pathname;
    remembered.photoUrl = photoUrl;
    const original = Buffer.from(await (await visitor(photoUrl)).arrayBuffer());
    expectThat(original.length > 0, 'the photo is empty');
    await composeRun(['restart', 'properties'], { timeoutMs: 5 * 60_000 });
    await waitHealthy('properties after restart');
    const again = await visitor(photoUrl);
    expectThat(again.status === 200, `after the restart the photo answered ${again.status}`);
    expectThat(Buffer.from(await again.arrayBuffer()).equals(original), 'the photo changed');
    return photoUrl;
  });

  if (ha) await highAvailabilityChecks(base, secondBase);

  await check('a graceful stop: every container exits before the 30 s timeout', async () => {
    const ids = (await composeRun(['ps', '-q'])).split('\n').filter(Boolean);
    const began = Date.now();
    await composeRun(['stop', '--timeout', '30'], { timeoutMs: 5 * 60_000 });
    const exits = (await run('docker', ['inspect', '--format', '{{.Name}} {{.State.ExitCode}}', ...ids])).trim().split('\n');
    // 137: killed by SIGKILL when the stop timeout ran out, i.e. the app did not drain and exit on SIGTERM.
    const killed = exits.filter((line) => line.endsWith(' 137'));
    expectThat(killed.length === 0, `killed at the timeout: ${killed.join(', ')}`);
    return `${ids.length} containers in ${((Date.now() - began) / 1000).toFixed(0)} s`;
  });

  await check('data survives `down` then `up` (volumes)', async () => {
    await composeRun(['down', '--timeout', '30'], { timeoutMs: 5 * 60_000 });
    await composeUp();
    await waitHealthy('second start');
    const again = await signedIn(base, ADMIN);
    const page = (await (await again(`/api/leads?text=${encodeURIComponent(contact.email)}`)).json()) as { total: number };
    expectThat(page.total === 1, `${page.total} leads after the restart`);
    await signedIn(base, account);
    if (remembered.photoUrl) {
      const photo = await client(base)(remembered.photoUrl);
      expectThat(photo.status === 200, `the photo answered ${photo.status} after down/up`);
    }
    return 'lead, account and photo kept';
  });
}

interface JetStreamReport {
  meta_cluster?: { leader?: string; cluster_size?: number };
  account_details?: Array<{ stream_detail?: Array<{ name: string; config?: { num_replicas?: number }; cluster?: { leader?: string; replicas?: Array<{ name: string; current: boolean }> } }> }>;
}

/** What one NATS node says of JetStream (its monitoring port, read from inside its container). */
async function jetStreamReport(service: string): Promise<JetStreamReport> {
  const [container] = await containersOf(service);
  expectThat(container, `no ${service} container`);
  return JSON.parse(await run('docker', ['exec', container, 'wget', '-q', '-O', '-', 'http://127.0.0.1:8222/jsz?accounts=true&streams=true&config=true'])) as JetStreamReport;
}

const NATS_NODES = ['nats', 'nats-2', 'nats-3'];

/**
 * Every stream with its replica count and how many of its copies besides the leader are current. Only a stream's
 * leader tracks its followers (another node reports them as not current, lag unknown), so each stream is read from
 * the node whose report leaves the leader out of the replicas: the leader's own.
 */
async function replicatedStreams() {
  const reports = await Promise.all(NATS_NODES.map(jetStreamReport));
  const views = reports.flatMap((report) => (report.account_details ?? []).flatMap((account) => account.stream_detail ?? []));
  const names = [...new Set(views.map((view) => view.name))];
  return names.map((name) => {
    const fromLeader = views.find(
      (view) => view.name === name && view.cluster?.leader && !(view.cluster.replicas ?? []).some((replica) => replica.name === view.cluster?.leader),
    );
    const any = views.find((view) => view.name === name);
    return {
      name,
      replicas: any?.config?.num_replicas ?? 1,
      // No leader's view (an election under way): none counted current.
      currentFollowers: (fromLeader?.cluster?.replicas ?? []).filter((replica) => replica.current).length,
      leader: fromLeader?.cluster?.leader,
    };
  });
}

async function psqlIn(service: string, sql: string): Promise<string> {
  const [container] = await containersOf(service);
  expectThat(container, `no ${service} container`);
  return (await run('docker', ['exec', container, 'psql', '-U', 'postgres', '-d', 'prestigio', '-tA', '-c', sql])).trim();
}

/** The `ha` profile's own checks: the clustered engines as the services use them. */
async function highAvailabilityChecks(base: string, secondBase: string): Promise<void> {
  say('Checks of the HA profile');
  await check('NATS: three nodes in one JetStream cluster, every stream in three current copies', async () => {
    const report = await jetStreamReport('nats');
    expectThat(report.meta_cluster?.cluster_size === 3, `the JetStream cluster has ${report.meta_cluster?.cluster_size ?? 'no'} nodes`);
    const streams = await replicatedStreams();
    expectThat(streams.length > 0, 'no stream: the services created none');
    const short = streams.filter((stream) => stream.replicas !== 3 || stream.currentFollowers !== 2);
    expectThat(short.length === 0, `not in three current copies: ${short.map((stream) => `${stream.name} R${stream.replicas}, ${stream.currentFollowers} followers current`).join('; ')}`);
    return `${streams.map((stream) => stream.name).join(', ')}: 3 replicas each; meta leader ${report.meta_cluster?.leader}`;
  });

  await check('Postgres: the replica is in recovery, streaming, and has what the primary wrote', async () => {
    const standby = await psqlIn('postgres-replica', 'SELECT pg_is_in_recovery(), (SELECT status FROM pg_stat_wal_receiver)');
    expectThat(standby === 't|streaming', `the replica reports "${standby}" (in recovery | WAL receiver status)`);
    const senders = await psqlIn('postgres', "SELECT count(*) FROM pg_stat_replication WHERE state = 'streaming'");
    expectThat(Number(senders) >= 1, `the primary streams to ${senders} replicas`);
    // The contact request of the checks above, written on the primary, read on the replica.
    await until('the contact request on the replica', async () => (Number(await psqlIn('postgres-replica', `SELECT count(*) FROM crm.leads WHERE email = '${contact.email}'`)) === 1 ? true : null), 30_000);
    const lag = await psqlIn('postgres-replica', 'SELECT coalesce(extract(epoch FROM now() - pg_last_xact_replay_timestamp()), 0)::numeric(10,1)');
    return `streaming; last replayed transaction ${lag} s old`;
  });

  await check('the second gateway serves the same site', async () => {
    const health = await fetch(`${secondBase}/health`, { signal: AbortSignal.timeout(10_000) });
    expectThat(health.status === 200, `gateway-2 /health answered ${health.status}`);
    const search = await client(secondBase)('/api/properties/search', { method: 'POST', json: { operationType: 'comprar' } });
    expectThat(search.status === 200, `a search through gateway-2 answered ${search.status}`);
    const { count } = (await search.json()) as { count: number };
    expectThat(count > 0, 'gateway-2 found no listings');
    return `${count} listings through gateway-2`;
  });

  await check('a NATS node killed: a contact request is stored once and the node catches up', async () => {
    const [node] = await containersOf('nats-3');
    expectThat(node, 'no nats-3 container');
    await run('docker', ['kill', '--signal', 'KILL', node]);
    const email = `nodo.${stamp}@ejemplo.mx`;
    const response = await client(secondBase)('/api/leads', {
      method: 'POST',
      json: { ...contact, email, interest: 'compra', message: 'Me interesa un departamento en Mérida.', privacy: true, elapsedMs: 9_000 },
    });
    await expectStatus(response, 201, 'POST /api/leads with a NATS node down');
    const admin = await signedIn(base, ADMIN);
    const found = await until('the lead in the CRM', async () => {
      const page = (await (await admin(`/api/leads?text=${encodeURIComponent(email)}`)).json()) as { total: number };
      return page.total > 0 ? page : null;
    });
    expectThat(found.total === 1, `${found.total} leads for one request`);
    await run('docker', ['start', node]);
    await waitHealthy('nats-3 back');
    const caughtUp = await until('every stream current again on three nodes', async () => {
      const streams = await replicatedStreams().catch(() => []); // a node still starting its monitor: ask again
      return streams.length > 0 && streams.every((stream) => stream.replicas === 3 && stream.currentFollowers === 2) ? streams : null;
    }, 120_000);
    return `one lead; ${caughtUp.length} stream(s) current again`;
  });
}

async function cleanUp() {
  say('Removing what the run created');
  if (compose) {
    const [command, prefix] = composeCli();
    const down = await capture(command, [...prefix, '-p', project, 'down', '--volumes', '--remove-orphans', '--timeout', '30'], {
      env: composeEnv ?? process.env,
      timeoutMs: 5 * 60_000,
    });
    if (down.code !== 0) console.log(`  compose down failed: ${down.stderr.trim().split('\n').at(-1)}`);
  }
  if (!options.keepImages && builtImages.length) {
    await capture('docker', ['image', 'rm', '--force', ...builtImages], { timeoutMs: 5 * 60_000 });
    await capture('docker', ['image', 'prune', '--force'], { timeoutMs: 5 * 60_000 });
    await capture('docker', ['builder', 'prune', '--force'], { timeoutMs: 5 * 60_000 });
  } else if (builtImages.length) {
    console.log(`  kept: ${builtImages.join(', ')}`);
  }
  fs.rmSync(workDir, { recursive: true, force: true });
  await engine.stop();
}

let sizes: Array<{ image: string; bytes: number; seconds: number }> = [];
let fatal: unknown = null;
try {
  sizes = await main();
} catch (error) {
  fatal = error;
  console.error(`\n✖ ${(error as Error).message}`);
} finally {
  await cleanUp();
}

const columns: Column[] = [
  { title: 'check', align: 'left' },
  { title: 'result', align: 'left' },
  { title: 'time', align: 'right' },
  { title: 'detail', align: 'left' },
];
const rows = results.map(({ name, ok, detail, seconds }) => [name, ok ? 'passed' : 'FAILED', `${seconds.toFixed(0)} s`, detail]);
const sizeRows = sizes.map(({ image, bytes, seconds }) => [image.split(':')[0] ?? image, `${(bytes / 1e6).toFixed(0)} MB`, `${seconds.toFixed(0)} s`]);
const sizeColumns: Column[] = [
  { title: 'image', align: 'left' },
  { title: 'size', align: 'right' },
  { title: 'build', align: 'right' },
];
const total = (Date.now() - started) / 1000;
console.log(`\n${textTable(sizeColumns, sizeRows)}\n\n${textTable(columns, rows)}\n`);
const report = [
  `compose:smoke${ha ? ' --profile ha' : ''} ${new Date().toISOString()} (${Math.round(total)} s in all; first start until healthy ${Math.round(timings['first start until healthy'] ?? 0)} s)`,
  '',
  markdownTable(sizeColumns, sizeRows),
  '',
  markdownTable(columns, rows),
  '',
].join('\n');
const reportFile = path.join(repoRoot, '.data', `compose-smoke-last-run${ha ? '-ha' : ''}.md`);
fs.mkdirSync(path.dirname(reportFile), { recursive: true });
fs.writeFileSync(reportFile, report);
const failed = results.filter((result) => !result.ok).length + (fatal ? 1 : 0);
const expected = ha ? 13 : 9;
console.log(
  failed === 0 && results.length === expected
    ? `compose:smoke passed: ${results.length} checks in ${Math.round(total)} s (report: ${path.relative(repoRoot, reportFile)})`
    : `compose:smoke FAILED: ${failed} failed, ${results.length} of ${expected} checks ran (report: ${path.relative(repoRoot, reportFile)})`,
);
process.exit(failed === 0 && results.length === expected ? 0 : 1);
