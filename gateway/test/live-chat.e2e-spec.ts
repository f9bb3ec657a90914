// The live chat's handoff end to end (issue 26): the real chat (two replicas), leads and properties services as
// processes, visitors and advisors through the gateway. The visitor's socket and the advisor's are pinned to
// different replicas (one gateway in front of each), so every line crosses NATS. Auth is played by this test: its
// NATS answers name the advisors and deal the clients to the `owner` agent, and the gateway's session resolver maps
// test cookies to identities, as the real one maps portal sessions.
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import {
  agentServerFrameSchema,
  AgentSocketCloseCodes,
  eventSubject,
  EventSubjects,
  rpcSubject,
  RpcSubjects,
  visitorServerFrameSchema,
  type AgentServerFrame,
  type Identity,
  type LiveChatDetail,
  type LiveChatList,
  type VisitorServerFrame,
} from '@prestigio/contracts';
import { createTestDatabase, createTestNamespace, startServiceProcess, type ServiceProcess, type TestDatabase, type TestNamespace } from '@prestigio/testing';
import { describeAuthorizationMatrix, matrixIdentities, type Caller } from '@prestigio/testing/authorization-matrix';
import { connect, type NatsConnection } from 'nats';
import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { WebSocket } from 'ws';
import { startTestGateway, TEST_IDENTITY_SECRET, type RunningGateway } from './support/gateway-harness.js';

/** An advisor with no portal session for this long no longer holds a conversation (short, for the test). */
const GRACE_MS = 3_000;

let database: TestDatabase;
let namespace: TestNamespace;
let nats: NatsConnection;
let db: pg.Client;
const services: ServiceProcess[] = [];
let chatReplicas: ServiceProcess[] = [];
/** `both` balances over the two replicas; `visitors` and `advisors` are pinned to replica 0 and 1. */
let gateways: { both: RunningGateway; visitors: RunningGateway; advisors: RunningGateway };

const identities = matrixIdentities();
const names: Record<string, string> = {
  [identities.owner.userId]: 'Laura Méndez',
  [identities.otherAgent.userId]: 'Jorge Salas',
  [identities.admin.userId]: 'Adriana Ruiz',
  [identities.pending.userId]: 'Pendiente Pérez',
};
/** The gateway's sessions: cookie value → identity. */
const sessions = new Map<string, Identity>(Object.entries(identities).map(([caller, identity]) => [`sesion-${caller}`, identity]));
const cookieOf = (caller: Exclude<Caller, 'anonymous'>) => `prestigio_test=sesion-${caller}`;

async function resolveTestSession(req: IncomingMessage): Promise<Identity | null> {
  const token = /prestigio_test=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
  return (token && sessions.get(token)) || null;
}

/** Every socket a test opened: closed after each test, so an advisor left connected by a failure skews no other test. */
const openSockets = new Set<WebSocket>();

/** A socket that keeps every frame it receives, in order, checked against its contract. */
class Peer<Frame> {
  readonly frames: Frame[] = [];
  closeCode?: number;
  private waiters: Array<() => void> = [];

  constructor(
    readonly socket: WebSocket,
    parse: (raw: unknown) => Frame,
  ) {
    socket.on('message', (data) => {
      this.frames.push(parse(JSON.parse(data.toString())));
      for (const wake of this.waiters.splice(0)) wake();
    });
    socket.on('close', (code) => {
      this.closeCode = code;
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  static open<Frame>(url: string, parse: (raw: unknown) => Frame, headers: Record<string, string>): Promise<Peer<Frame>> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, { headers });
      openSockets.add(socket);
      // Listening from the start: a socket closed right after the upgrade (4401) must still report its code.
      const peer = new Peer(socket, parse);
      socket.once('open', () => resolve(peer));
      socket.once('error', reject);
      socket.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
    });
  }

  send(frame: unknown): void {
    this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  async next(predicate: (frame: Frame) => boolean, from = 0, timeoutMs = 10_000): Promise<Frame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.frames.slice(from).find(predicate);
      if (found) return found;
      if (this.closeCode !== undefined) throw new Error(`socket closed (${this.closeCode}) while waiting`);
      if (Date.now() > deadline) throw new Error(`no such frame; received: ${JSON.stringify(this.frames.map((f) => (f as { type: string }).type))}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }

  closed(): Promise<number> {
    return this.closeCode !== undefined ? Promise.resolve(this.closeCode) : new Promise((resolve) => this.socket.once('close', resolve));
  }
}

type Visitor = Peer<VisitorServerFrame>;
type Advisor = Peer<AgentServerFrame>;

function openVisitor(query = '', through = gateways.visitors): Promise<Visitor> {
  return Peer.open(`${through.baseUrl.replace('http', 'ws')}/ws${query}`, (raw) => visitorServerFrameSchema.parse(raw), { origin: through.baseUrl });
}

function openAdvisor(caller: Exclude<Caller, 'anonymous'> | null, through = gateways.advisors, extra: Record<string, string> = {}): Promise<Advisor> {
  return Peer.open(`${through.baseUrl.replace('http', 'ws')}/ws/agents`, (raw) => agentServerFrameSchema.parse(raw), {
    origin: through.baseUrl,
    ...(caller && { cookie: cookieOf(caller) }),
    ...extra,
  });
}

async function signedIn(caller: Exclude<Caller, 'anonymous'>, through = gateways.advisors): Promise<Advisor> {
  const advisor = await openAdvisor(caller, through);
  await advisor.next((frame) => frame.type === 'hello');
  return advisor;
}

const say = (visitor: Visitor, content: string) => visitor.send({ type: 'message', sender: 'user', content, timestamp: new Date().toISOString() });
const stateFrame = (state: string) => (frame: VisitorServerFrame) => frame.type === 'conversation_state' && frame.state === state;
const isAssistantLine = (frame: VisitorServerFrame) => frame.type === 'message' && frame.sender === 'agent' && !frame.advisor;

/** A visitor who searched and asked for a person: resolves with the conversation's id, as the waiting advisors see it. */
async function visitorWaiting(advisor: Advisor, search = 'busco casa en venta en Querétaro'): Promise<{ visitor: Visitor; conversationId: string; resumeToken: string }> {
  const visitor = await openVisitor();
  const welcome = await visitor.next((frame) => frame.type === 'welcome');
  if (welcome.type !== 'welcome') throw new Error('no welcome');
  say(visitor, search);
  await visitor.next(isAssistantLine);
  const mark = advisor.frames.length;
  const visitorMark = visitor.frames.length;
  say(visitor, 'quiero hablar con un asesor');
  const told = await visitor.next((frame) => isAssistantLine(frame) && frame.content.startsWith('Le comunico con un asesor'), visitorMark);
  expect(told.content).toMatch(/tiempo de espera estimado es de unos \d+ minutos/);
  await visitor.next(stateFrame('waiting'), visitorMark);
  const { rows } = await db.query('SELECT id FROM chat.conversations WHERE client_id = $1', [welcome.clientId]);
  const conversationId: string = rows[0].id;
  await advisor.next((frame) => frame.type === 'waiting' && frame.conversation.id === conversationId, mark);
  return { visitor, conversationId, resumeToken: welcome.resumeToken };
}

/**
 * The waiting visitor answers the assistant's questions (name, e-mail): the CRM makes them a client of the owner (the
 * only active agent) and the conversation becomes that client's. Resolves with the client's id.
 */
async function becomesOwnersClient(visitor: Visitor, conversationId: string, name: string): Promise<string> {
  visitor.send({ type: 'info', name });
  await visitor.next((frame) => frame.type === 'request_info' && frame.field === 'contact');
  visitor.send({ type: 'info', email: `cliente.${randomUUID().slice(0, 8)}@correo.mx` });
  await visitor.next((frame) => frame.type === 'info_received' && frame.field === 'email');
  await until(async () => (await db.query('SELECT client_agent_id FROM chat.conversations WHERE id = $1', [conversationId])).rows[0]?.client_agent_id === identities.owner.userId);
  return (await db.query('SELECT crm_lead_id FROM chat.conversations WHERE id = $1', [conversationId])).rows[0].crm_lead_id;
}

async function takeAndWatch(advisor: Advisor, conversationId: string, visitor: Visitor): Promise<void> {
  const mark = visitor.frames.length;
  advisor.send({ type: 'watch', conversationId });
  await advisor.next((frame) => frame.type === 'transcript' && frame.conversationId === conversationId);
  advisor.send({ type: 'take', conversationId });
  await visitor.next(stateFrame('agent'), mark);
}

function replyFrom(advisor: Advisor, conversationId: string, content: string, clientMessageId: string = randomUUID()): string {
  advisor.send({ type: 'reply', conversationId, clientMessageId, content });
  return clientMessageId;
}

async function api<T>(path: string, caller: Exclude<Caller, 'anonymous'> | null, through = gateways.both): Promise<{ status: number; body: T }> {
  const response = await fetch(`${through.baseUrl}${path}`, { headers: caller ? { cookie: cookieOf(caller) } : {} });
  return { status: response.status, body: (await response.json()) as T };
}

async function until(check: () => Promise<unknown>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Active besides the owner: the reassignment test makes Jorge assignable. It runs last, since new clients may then be
 * dealt to him too (the CRM keeps the list for a few seconds).
 */
const alsoActive: Array<{ id: string; fullName: string; username: string; email: string; role: 'agent' }> = [];

/** Plays auth on NATS: the advisors' names, and the owner as the only active agent (every new client is theirs). */
function playAuth(connection: NatsConnection, ns: string): void {
  const reply = (data: unknown) => new TextEncoder().encode(JSON.stringify({ ok: true, data }));
  connection.subscribe(rpcSubject(ns, RpcSubjects.userProfile), {
    callback: (_error, message) => {
      const { userId } = JSON.parse(new TextDecoder().decode(message.data)) as { userId: string };
      message.respond(reply(names[userId] ? { fullName: names[userId], username: 'asesor', phone: null } : null));
    },
  });
  connection.subscribe(rpcSubject(ns, RpcSubjects.activeAgents), {
    callback: (_error, message) =>
      message.respond(reply({ agents: [{ id: identities.owner.userId, fullName: names[identities.owner.userId], username: 'laura', email: 'laura@prestigio.mx', role: 'agent' }, ...alsoActive] })),
  });
}

function startChat(): Promise<ServiceProcess> {
  return startServiceProcess('chat', {
    DATABASE_URL: database.url,
    NATS_NAMESPACE: namespace.namespace,
    IDENTITY_SECRET: TEST_IDENTITY_SECRET,
    CHAT_AGENCY_HOURS: 'always',
    CHAT_TYPING_MS: '0',
    CHAT_AGENT_GRACE_MS: String(GRACE_MS),
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  namespace = createTestNamespace('live_chat');
  nats = await connect({ servers: namespace.natsUrl });
  playAuth(nats, namespace.namespace);
  const shared = { DATABASE_URL: database.url, NATS_NAMESPACE: namespace.namespace, IDENTITY_SECRET: TEST_IDENTITY_SECRET };
  services.push(await startServiceProcess('properties', { ...shared, SEED_DEMO_DATA: 'true' }));
  services.push(await startServiceProcess('leads', shared));
  chatReplicas = [await startChat(), await startChat()];
  const upstreams = (chat: string[]) => ({ chat, properties: [services[0]!.baseUrl], leads: [services[1]!.baseUrl] });
  const options = (chat: string[]) => ({ upstreams: upstreams(chat), tuning: { upstreamTimeoutMs: 10_000 }, dependencies: { resolveIdentity: resolveTestSession } });
  gateways = {
    both: await startTestGateway(options(chatReplicas.map((replica) => replica.baseUrl))),
    visitors: await startTestGateway(options([chatReplicas[0]!.baseUrl])),
    advisors: await startTestGateway(options([chatReplicas[1]!.baseUrl])),
  };
  db = new pg.Client({ connectionString: database.url });
  await db.connect();
}, 180_000);

afterEach(() => {
  for (const socket of openSockets) socket.terminate();
  openSockets.clear();
});

afterAll(async () => {
  await db?.end();
  for (const running of Object.values(gateways ?? {})) await running.gateway.close();
  for (const service of [...chatReplicas, ...services]) await service.stop().catch(() => undefined);
  await nats?.close();
  await namespace?.cleanup();
  await database?.drop();
});

describe('an advisor answers a visitor live, across replicas', () => {
  it('takes over, types and replies both ways, sends a listing from the matches, hands back and closes', async () => {
    const laura = await signedIn('owner');
    const { visitor, conversationId } = await visitorWaiting(laura);
    // The only advisor on duty: the conversation is offered to her.
    expect(laura.frames.find((frame) => frame.type === 'waiting' && frame.conversation.id === conversationId)).toMatchObject({ forYou: true });

    await takeAndWatch(laura, conversationId, visitor);
    const joined = visitor.frames.find(stateFrame('agent'))!;
    expect(joined).toMatchObject({ advisor: { id: identities.owner.userId, name: 'Laura Méndez', portraitUrl: null }, content: 'Laura Méndez se unió a la conversación.' });
    const list = await api<LiveChatList>('/api/conversations?state=agent', 'owner');
    expect(list.body.conversations.find((conversation) => conversation.id === conversationId)).toMatchObject({ state: 'agent', advisor: { name: 'Laura Méndez' } });

    // The assistant is silent now: the visitor's words go to the advisor, with their typing.
    let mark = visitor.frames.length;
    let advisorMark = laura.frames.length;
    visitor.send({ type: 'typing' });
    await laura.next((frame) => frame.type === 'typing' && frame.from === 'visitor', advisorMark);
    say(visitor, '¿La casa tiene jardín?');
    const heard = await laura.next((frame) => frame.type === 'message' && frame.message.author === 'visitor', advisorMark);
    expect(heard.type === 'message' && heard.message.text).toBe('¿La casa tiene jardín?');
    laura.send({ type: 'typing', conversationId });
    expect(await visitor.next((frame) => frame.type === 'typing', mark)).toMatchObject({ advisor: { name: 'Laura Méndez' } });
    const replyId = replyFrom(laura, conversationId, 'Sí, un jardín de 200 m². ¿Le muestro otra opción?');
    const reply = await visitor.next((frame) => frame.type === 'message' && frame.id === replyId, mark);
    expect(reply).toMatchObject({ sender: 'agent', content: 'Sí, un jardín de 200 m². ¿Le muestro otra opción?', advisor: { name: 'Laura Méndez' } });
    // Nothing from the assistant in between.
    expect(visitor.frames.slice(mark).filter(isAssistantLine)).toEqual([]);
    // Sent again (a reconnect): stored once, shown once.
    replyFrom(laura, conversationId, 'Sí, un jardín de 200 m². ¿Le muestro otra opción?', replyId);
    await laura.next((frame) => frame.type === 'message' && frame.message.id === replyId, advisorMark);
    const stored = await db.query('SELECT count(*)::int AS n FROM chat.messages WHERE id = $1', [replyId]);
    expect(stored.rows[0].n).toBe(1);

    // A listing from the matches, as a card.
    const detail = await api<LiveChatDetail>(`/api/conversations/${conversationId}`, 'owner');
    expect(detail.status).toBe(200);
    expect(detail.body.messages.map((message) => message.author)).toEqual(expect.arrayContaining(['visitor', 'assistant', 'system', 'advisor']));
    expect(detail.body.conversation.criteria).toMatchObject({ propertyType: 'casa', operationType: 'comprar' });
    const match = detail.body.matches[0]!;
    expect(match.url).toMatch(/^\/propiedades\//);
    mark = visitor.frames.length;
    laura.send({ type: 'send_property', conversationId, clientMessageId: randomUUID(), propertyId: match.propertyId });
    const card = await visitor.next((frame) => frame.type === 'message' && frame.card !== undefined, mark);
    expect(card).toMatchObject({ properties: [{ title: match.title, url: match.url, price: match.price }], card: { url: match.url, imageUrl: match.imageUrl } });
    advisorMark = laura.frames.length;
    laura.send({ type: 'send_property', conversationId, clientMessageId: randomUUID(), propertyId: 'no-es-una-coincidencia' });
    expect(await laura.next((frame) => frame.type === 'error', advisorMark)).toMatchObject({ code: 'invalid_frame', message: 'Esa propiedad no está entre las coincidencias de esta conversación.' });

    // Back to the assistant, who answers again.
    mark = visitor.frames.length;
    laura.send({ type: 'hand_back', conversationId });
    await visitor.next(stateFrame('assistant'), mark);
    say(visitor, '¿cuál es su horario?');
    expect((await visitor.next(isAssistantLine, mark)).content).toContain('lunes a viernes');

    // Closing: the visitor is told; the list says so.
    mark = visitor.frames.length;
    laura.send({ type: 'close', conversationId });
    expect(await visitor.next(stateFrame('closed'), mark)).toMatchObject({ content: 'El asesor cerró la conversación. Si necesita algo más, escríbanos aquí.' });
    await until(async () => (await api<LiveChatList>('/api/conversations?state=closed', 'owner')).body.conversations.some((conversation) => conversation.id === conversationId));
    visitor.socket.close();
    laura.socket.close();
  }, 90_000);

  it('offers a person after two answers that did not help, and the quick reply hands off', async () => {
    const jorge = await signedIn('otherAgent');
    const visitor = await openVisitor();
    await visitor.next((frame) => frame.type === 'welcome');
    say(visitor, 'xyzzy plugh');
    await visitor.next(isAssistantLine);
    let mark = visitor.frames.length;
    say(visitor, 'qwerty asdf');
    const offer = await visitor.next((frame) => frame.type === 'message' && frame.quickReplies !== undefined, mark);
    expect(offer).toMatchObject({ content: 'Parece que no estoy logrando ayudarle. ¿Quiere que le comunique con un asesor?', quickReplies: ['Hablar con un asesor', 'No, gracias'] });
    mark = visitor.frames.length;
    say(visitor, 'Hablar con un asesor');
    await visitor.next(stateFrame('waiting'), mark);
    await jorge.next((frame) => frame.type === 'waiting' && frame.forYou);
  }, 30_000);

  it('after a hand back, takes the visitor\'s next words as a fresh message, not as the name asked before the handoff', async () => {
    const laura = await signedIn('owner');
    const { visitor, conversationId } = await visitorWaiting(laura);
    // The assistant asked the name while the visitor waited; the advisor came before any answer.
    await visitor.next((frame) => frame.type === 'request_info' && frame.field === 'name');
    await takeAndWatch(laura, conversationId, visitor);
    const mark = visitor.frames.length;
    laura.send({ type: 'hand_back', conversationId });
    await visitor.next(stateFrame('assistant'), mark);
    say(visitor, 'busco casa en venta en Querétaro');
    const answer = await visitor.next((frame) => isAssistantLine(frame) && frame.type === 'message' && frame.properties !== undefined, mark);
    expect(answer.content).toMatch(/^Encontré \d+ propiedad/);
    expect(visitor.frames.slice(mark).filter((frame) => frame.type === 'info_received' || frame.type === 'request_info')).toEqual([]);
    visitor.socket.close();
    laura.socket.close();
  }, 60_000);

  it('puts the handoff and the transcript on the client\'s timeline once the visitor is a client', async () => {
    const laura = await signedIn('owner');
    const { visitor, conversationId } = await visitorWaiting(laura, 'busco departamento en renta en Polanco');
    const leadId = await becomesOwnersClient(visitor, conversationId, 'Marta Ibarra');

    await takeAndWatch(laura, conversationId, visitor);
    const replyId = replyFrom(laura, conversationId, 'Hola Marta, le ayudo con gusto.');
    await visitor.next((frame) => frame.id === replyId);
    laura.send({ type: 'close', conversationId });
    await visitor.next(stateFrame('closed'));
    await until(async () => (await db.query(`SELECT count(*)::int AS n FROM crm.lead_timeline WHERE lead_id = $1 AND kind = 'chat'`, [leadId])).rows[0].n >= 2);
    const { rows } = await db.query(`SELECT summary, actor_id FROM crm.lead_timeline WHERE lead_id = $1 AND kind = 'chat' ORDER BY created_at`, [leadId]);
    expect(rows.map((row) => row.summary.split('\n')[0])).toEqual(['Laura Méndez tomó la conversación del chat.', 'Laura Méndez cerró la conversación del chat.']);
    expect(rows[1].actor_id).toBe(identities.owner.userId);
    expect(rows[1].summary).toContain('Visitante: quiero hablar con un asesor');
    expect(rows[1].summary).toContain('Laura Méndez: Hola Marta, le ayudo con gusto.');
    visitor.socket.close();
    laura.socket.close();
  }, 90_000);
});

describe('nothing is lost', () => {
  it('resumes both sides after a dropped connection: missed lines arrive once, the advisor keeps the conversation', async () => {
    const laura = await signedIn('owner');
    const { visitor, conversationId, resumeToken } = await visitorWaiting(laura);
    await takeAndWatch(laura, conversationId, visitor);

    // The visitor drops; the advisor writes meanwhile; the visitor comes back (through either replica).
    const lastSeen = visitor.frames.at(-1)!.id;
    visitor.socket.terminate();
    const whileAway = replyFrom(laura, conversationId, '¿Sigue ahí?');
    await laura.next((frame) => frame.type === 'message' && frame.message.id === whileAway);
    const back = await openVisitor(`?resume=${encodeURIComponent(resumeToken)}&after=${lastSeen}`, gateways.both);
    await back.next((frame) => frame.type === 'welcome' && frame.resumed);
    await back.next((frame) => frame.id === whileAway);
    const afterResume = replyFrom(laura, conversationId, 'Perfecto, continuamos.');
    await back.next((frame) => frame.id === afterResume);
    await laura.next((frame) => frame.type === 'message' && frame.message.id === afterResume);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(back.frames.filter((frame) => frame.id === whileAway)).toHaveLength(1);

    // The advisor drops and reconnects within the grace: still theirs; the watch resumes after the last line seen.
    const lauraSeen = Math.max(...laura.frames.flatMap((frame) => (frame.type === 'message' ? [frame.message.seq] : frame.type === 'transcript' ? frame.messages.map((m) => m.seq) : [])));
    laura.socket.terminate();
    say(back, 'Gracias, espero.');
    await until(async () => (await db.query(`SELECT 1 FROM chat.messages WHERE conversation_id = $1 AND frame ->> 'content' = 'Gracias, espero.'`, [conversationId])).rows.length);
    const again = await signedIn('owner', gateways.both);
    const hello = again.frames.find((frame) => frame.type === 'hello');
    expect(hello?.type === 'hello' && hello.conversations.find((conversation) => conversation.id === conversationId)).toMatchObject({ state: 'agent' });
    again.send({ type: 'watch', conversationId, afterSeq: lauraSeen });
    const missed = await again.next((frame) => frame.type === 'transcript');
    expect(missed.type === 'transcript' && missed.messages.map((message) => message.text)).toEqual(['Gracias, espero.']);
    // Past the grace, still connected: still held.
    await new Promise((resolve) => setTimeout(resolve, GRACE_MS + 1_500));
    expect((await db.query('SELECT live_state FROM chat.conversations WHERE id = $1', [conversationId])).rows[0].live_state).toBe('agent');
    back.socket.close();
    again.socket.close();
  }, 90_000);

  it('leaves the conversation waiting, not lost, when the advisor closes the portal', async () => {
    const laura = await signedIn('owner');
    const jorge = await signedIn('otherAgent', gateways.both);
    const { visitor, conversationId } = await visitorWaiting(laura);
    await takeAndWatch(laura, conversationId, visitor);
    const mark = visitor.frames.length;
    const jorgeMark = jorge.frames.length;
    laura.socket.close();
    const left = await visitor.next(stateFrame('waiting'), mark, GRACE_MS * 4);
    expect(left.content).toContain('Su asesor se desconectó');
    // Offered again, to the advisor still on duty.
    const offered = await jorge.next((frame) => frame.type === 'waiting' && frame.conversation.id === conversationId, jorgeMark);
    expect(offered).toMatchObject({ forYou: true });
    await takeAndWatch(jorge, conversationId, visitor);
    expect(visitor.frames.at(-1)).toMatchObject({ type: 'conversation_state', advisor: { name: 'Jorge Salas' } });
    visitor.socket.close();
    jorge.socket.close();
  }, 60_000);

  it('loses and doubles nothing when the replica holding the visitor is killed mid-conversation', async () => {
    const laura = await signedIn('owner');
    const { visitor, conversationId, resumeToken } = await visitorWaiting(laura);
    await takeAndWatch(laura, conversationId, visitor);
    const before = replyFrom(laura, conversationId, 'Antes de la caída.');
    await visitor.next((frame) => frame.id === before);
    const lastSeen = visitor.frames.at(-1)!.id;

    // SIGKILL of the visitors' replica; the advisor, on the other one, keeps writing.
    const crash = chatReplicas[0]!.restart();
    await visitor.closed();
    const during = replyFrom(laura, conversationId, 'Durante la caída.');
    await laura.next((frame) => frame.type === 'message' && frame.message.id === during);
    await crash;
    const back = await openVisitor(`?resume=${encodeURIComponent(resumeToken)}&after=${lastSeen}`);
    await back.next((frame) => frame.type === 'welcome' && frame.resumed);
    await back.next((frame) => frame.id === during);
    say(back, 'Aquí sigo.');
    await laura.next((frame) => frame.type === 'message' && frame.message.text === 'Aquí sigo.');
    const after = replyFrom(laura, conversationId, 'Después de la caída.');
    await back.next((frame) => frame.id === after);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(back.frames.filter((frame) => frame.type === 'message').map((frame) => frame.content)).toEqual(['Durante la caída.', 'Después de la caída.']);
    const { rows } = await db.query(`SELECT frame ->> 'content' AS content FROM chat.messages WHERE conversation_id = $1 AND frame ? 'advisor' AND frame ->> 'type' = 'message' ORDER BY seq`, [
      conversationId,
    ]);
    expect(rows.map((row) => row.content)).toEqual(['Antes de la caída.', 'Durante la caída.', 'Después de la caída.']);
    back.socket.close();
    laura.socket.close();
  }, 90_000);
});

describe('who may see and act', () => {
  /** A conversation of the owner's client (the visitor left a contact; the CRM dealt them to the owner). */
  let owned: Promise<string> | undefined;
  function ownersConversation(): Promise<string> {
    owned ??= (async () => {
      const visitor = await openVisitor('', gateways.both);
      await visitor.next((frame) => frame.type === 'welcome');
      say(visitor, 'busco casa en venta en Querétaro');
      await visitor.next(isAssistantLine);
      say(visitor, 'quiero hablar con un asesor');
      await visitor.next((frame) => frame.type === 'request_info' && frame.field === 'name');
      visitor.send({ type: 'info', name: 'Cliente de Laura' });
      await visitor.next((frame) => frame.type === 'request_info' && frame.field === 'contact');
      visitor.send({ type: 'info', email: `cliente.laura.${Date.now()}@correo.mx` });
      await visitor.next((frame) => frame.type === 'info_received' && frame.field === 'email');
      const welcome = visitor.frames[0]!;
      const conversationId: string = await (async () => {
        let id: string | undefined;
        await until(async () => {
          const { rows } = await db.query(`SELECT id, client_agent_id FROM chat.conversations WHERE client_id = $1`, [welcome.type === 'welcome' ? welcome.clientId : '']);
          id = rows[0]?.client_agent_id === identities.owner.userId ? rows[0].id : undefined;
          return id;
        });
        return id!;
      })();
      visitor.socket.close();
      return conversationId;
    })();
    return owned;
  }

  /** What an advisor's socket answers to one frame, as an HTTP status: 4401/4403 closes, `error not_found`, or done. */
  async function overSocket(caller: Caller, frame: (conversationId: string) => unknown, conversationId: string, done: (advisor: Advisor, from: number) => Promise<unknown>) {
    const advisor = await openAdvisor(caller === 'anonymous' ? null : caller, gateways.both);
    try {
      const first = await advisor.next((answer) => answer.type === 'hello').then(
        () => null,
        () => advisor.closed(),
      );
      if (first === AgentSocketCloseCodes.signInRequired) return { status: 401, body: { message: 'Inicia sesión' } };
      if (first === AgentSocketCloseCodes.forbidden) return { status: 403, body: { message: 'Cuenta no activa' } };
      const mark = advisor.frames.length;
      advisor.send(frame(conversationId));
      const answer = await Promise.race([
        advisor.next((received) => received.type === 'error', mark).then((error) => (error.type === 'error' ? error : null)),
        done(advisor, mark).then(() => null),
      ]);
      if (answer) return { status: answer.code === 'not_found' ? 404 : 409, body: { message: answer.message } };
      return { status: 200, body: {} };
    } finally {
      advisor.socket.close();
    }
  }

  describeAuthorizationMatrix<string>({
    title: 'conversations of a client: the client\'s agent and admins, never another agent',
    freshTarget: () => ownersConversation(),
    timeoutMs: 90_000,
    rows: [
      {
        name: 'GET /api/conversations/:id',
        send: (id, caller) => api(`/api/conversations/${id}`, caller === 'anonymous' ? null : caller),
        expected: { anonymous: 401, pending: 403, otherAgent: 404, owner: 200, admin: 200 },
      },
      {
        name: 'GET /api/conversations (listed or not)',
        send: async (id, caller) => {
          const answer = await api<LiveChatList>('/api/conversations', caller === 'anonymous' ? null : caller);
          if (answer.status !== 200) return answer;
          return { status: answer.body.conversations.some((conversation) => conversation.id === id) ? 200 : 404, body: { message: 'no listada' } };
        },
        expected: { anonymous: 401, pending: 403, otherAgent: 404, owner: 200, admin: 200 },
      },
      {
        name: 'ws watch',
        send: (id, caller) => overSocket(caller, (conversationId) => ({ type: 'watch', conversationId }), id, (advisor, from) => advisor.next((frame) => frame.type === 'transcript', from)),
        expected: { anonymous: 401, pending: 403, otherAgent: 404, owner: 200, admin: 200 },
      },
      {
        name: 'ws take, then reply',
        send: (id, caller) =>
          overSocket(
            caller,
            (conversationId) => ({ type: 'take', conversationId }),
            id,
            async (advisor, from) => {
              await advisor.next((frame) => frame.type === 'conversation_updated' && frame.conversation.id === id && frame.conversation.advisor?.id === identities[caller as 'owner'].userId, from);
              const clientMessageId = randomUUID();
              advisor.send({ type: 'reply', conversationId: id, clientMessageId, content: `Hola de ${caller}` });
              await advisor.next((frame) => frame.type === 'conversation_updated' && frame.conversation.preview === `Hola de ${caller}`, from);
            },
          ),
        expected: { anonymous: 401, pending: 403, otherAgent: 404, owner: 200, admin: 200 },
      },
    ],
  });

  it('never lets another agent write into a conversation they may not see, nor a visitor pose as an advisor', async () => {
    const conversationId = await ownersConversation();
    const jorge = await signedIn('otherAgent', gateways.both);
    const mark = jorge.frames.length;
    for (const frame of [
      { type: 'reply', conversationId, clientMessageId: randomUUID(), content: 'intruso' },
      { type: 'close', conversationId },
      { type: 'hand_back', conversationId },
      { type: 'read', conversationId, seq: 1 },
      { type: 'send_property', conversationId, clientMessageId: randomUUID(), propertyId: 'x' },
    ]) {
      jorge.send(frame);
    }
    await until(async () => jorge.frames.slice(mark).filter((frame) => frame.type === 'error').length === 5);
    expect(new Set(jorge.frames.slice(mark).map((frame) => frame.type === 'error' && frame.code))).toEqual(new Set(['not_found']));
    expect(jorge.frames.some((frame) => 'conversation' in frame && frame.conversation.id === conversationId)).toBe(false);
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM chat.messages WHERE conversation_id = $1 AND frame ->> 'content' = 'intruso'`, [conversationId]);
    expect(rows[0].n).toBe(0);
    jorge.socket.close();

    // A visitor's forged identity header is stripped by the gateway: no session, closed at once.
    const forged = await openAdvisor(null, gateways.both, { 'x-prestigio-identity': 'forjada.firma' });
    expect(await forged.closed()).toBe(AgentSocketCloseCodes.signInRequired);
    // The visitor's own socket refuses frames posing as the advisor.
    const visitor = await openVisitor();
    await visitor.next((frame) => frame.type === 'welcome');
    visitor.send({ type: 'message', sender: 'agent', content: 'Soy el asesor', advisor: { id: identities.owner.userId, name: 'Laura Méndez', portraitUrl: null } });
    expect(await visitor.next((frame) => frame.type === 'error')).toMatchObject({ code: 'invalid_frame' });
    visitor.socket.close();
  }, 90_000);

  it('closes an advisor\'s socket when auth says their access changed, and the gateway decides the next one afresh', async () => {
    const announce = (subject: (typeof EventSubjects)[keyof typeof EventSubjects], data: unknown) =>
      nats.publish(
        eventSubject(namespace.namespace, subject),
        new TextEncoder().encode(JSON.stringify({ eventId: randomUUID(), occurredAt: new Date().toISOString(), correlationId: 'prueba', data })),
      );
    const signedInJorge = sessions.get('sesion-otherAgent')!;
    const laura = await signedIn('owner');
    const jorge = await signedIn('otherAgent');
    try {
      // Deactivated by an administrator: the open socket closes, and the next upgrade is refused.
      sessions.set('sesion-otherAgent', { ...signedInJorge, status: 'deactivated' });
      announce(EventSubjects.userAccessChanged, { userId: signedInJorge.userId });
      expect(await jorge.closed()).toBe(AgentSocketCloseCodes.sessionChanged);
      expect(await (await openAdvisor('otherAgent')).closed()).toBe(AgentSocketCloseCodes.forbidden);
      // Another user's change leaves Laura's socket open.
      const mark = laura.frames.length;
      laura.send({ type: 'ping' });
      await laura.next((frame) => frame.type === 'pong', mark);
      expect(laura.closeCode).toBeUndefined();
    } finally {
      sessions.set('sesion-otherAgent', signedInJorge);
    }
    // Reactivated: the same session connects again as before.
    await signedIn('otherAgent');
  }, 60_000);

  it('refuses a foreign origin and answers hostile frames in Spanish, staying up', async () => {
    await expect(openAdvisor('owner', gateways.both, { origin: 'https://evil.example' })).rejects.toThrow('upgrade refused: 403');
    const laura = await signedIn('owner', gateways.both);
    const mark = laura.frames.length;
    laura.send('no es json');
    laura.send({ type: 'desconocido' });
    laura.send({ type: 'reply', conversationId: randomUUID(), clientMessageId: randomUUID(), content: 'x'.repeat(1_001) });
    laura.send({ type: 'reply', conversationId: randomUUID(), clientMessageId: randomUUID(), content: 'hola' });
    laura.send({ type: 'watch', conversationId: 'no-es-un-uuid' });
    laura.send({ type: 'reply', conversationId: randomUUID(), clientMessageId: randomUUID(), content: '\u0000\ud800' });
    await until(async () => laura.frames.slice(mark).filter((frame) => frame.type === 'error').length === 6);
    const errors = laura.frames.slice(mark).flatMap((frame) => (frame.type === 'error' ? [frame] : []));
    // The conversation's check is asynchronous: its answer may come after the later frames' refusals.
    expect(errors.map((error) => error.code).sort()).toEqual(['invalid_frame', 'invalid_frame', 'invalid_frame', 'invalid_frame', 'invalid_frame', 'not_found']);
    expect(errors.map((error) => error.message)).toEqual(
      expect.arrayContaining(['El mensaje no puede tener más de 1000 caracteres', 'Conversación no encontrada.', 'Conversación no válida', 'Escribe un mensaje', 'No pude leer ese mensaje.']),
    );
    laura.send({ type: 'ping' });
    await laura.next((frame) => frame.type === 'pong', mark);
    // A frame past 16 KB closes only that socket (1009).
    laura.send(JSON.stringify({ type: 'ping', padding: 'x'.repeat(20_000) }));
    expect(await laura.closed()).toBe(1009);
    const again = await signedIn('owner', gateways.both);
    again.socket.close();
  }, 60_000);
});

describe('a client given to another agent (issue 26)', () => {
  async function assignClient(leadId: string, agentId: string): Promise<number> {
    const response = await fetch(`${gateways.both.baseUrl}/api/leads/${leadId}/assignee`, {
      method: 'PATCH',
      headers: { cookie: cookieOf('admin'), 'content-type': 'application/json' },
      body: JSON.stringify({ agentId }),
    });
    return response.status;
  }
  const status = async (conversationId: string, caller: 'owner' | 'otherAgent' | 'admin') => (await api(`/api/conversations/${conversationId}`, caller)).status;

  it('moves their live conversation with them: the new agent sees it and is offered it, the former one loses it; an admin answering keeps it', async () => {
    const laura = await signedIn('owner');
    const jorge = await signedIn('otherAgent');
    const adriana = await signedIn('admin');
    const { visitor, conversationId } = await visitorWaiting(laura);
    const leadId = await becomesOwnersClient(visitor, conversationId, 'Rocío Campos');
    await takeAndWatch(laura, conversationId, visitor);
    expect([await status(conversationId, 'owner'), await status(conversationId, 'otherAgent')]).toEqual([200, 404]);

    // The admin gives the client to Jorge while Laura answers: the conversation waits for him, offered to him at once.
    alsoActive.push({ id: identities.otherAgent.userId, fullName: 'Jorge Salas', username: 'jorge', email: 'jorge@prestigio.mx', role: 'agent' });
    const [lauraMark, jorgeMark, visitorMark] = [laura.frames.length, jorge.frames.length, visitor.frames.length];
    expect(await assignClient(leadId, identities.otherAgent.userId)).toBe(200);
    const offered = await jorge.next((frame) => frame.type === 'waiting' && frame.conversation.id === conversationId, jorgeMark);
    expect(offered).toMatchObject({ forYou: true, conversation: { state: 'waiting', advisor: null, clientAgentId: identities.otherAgent.userId } });
    await laura.next((frame) => frame.type === 'conversation_removed' && frame.conversationId === conversationId, lauraMark);
    expect(await visitor.next(stateFrame('waiting'), visitorMark)).toMatchObject({
      advisor: null,
      content: 'Su consulta pasó a otro asesor. La conversación queda en espera y le responderán aquí; no se perdió nada de lo que escribió.',
    });
    expect([await status(conversationId, 'owner'), await status(conversationId, 'otherAgent')]).toEqual([404, 200]);
    const refusedMark = laura.frames.length;
    replyFrom(laura, conversationId, '¿Sigue ahí?');
    expect(await laura.next((frame) => frame.type === 'error', refusedMark)).toMatchObject({ code: 'not_found', conversationId });

    // Jorge takes it; then the admin steps in, and keeps it when the client goes back to Laura, who sees it again.
    await takeAndWatch(jorge, conversationId, visitor);
    await takeAndWatch(adriana, conversationId, visitor);
    const [backMark, jorgeBackMark, visitorBackMark] = [laura.frames.length, jorge.frames.length, visitor.frames.length];
    expect(await assignClient(leadId, identities.owner.userId)).toBe(200);
    const seenAgain = await laura.next((frame) => frame.type === 'conversation_updated' && frame.conversation.id === conversationId, backMark);
    expect(seenAgain).toMatchObject({ conversation: { state: 'agent', advisor: { id: identities.admin.userId }, clientAgentId: identities.owner.userId } });
    await jorge.next((frame) => frame.type === 'conversation_removed' && frame.conversationId === conversationId, jorgeBackMark);
    expect(visitor.frames.slice(visitorBackMark).filter((frame) => frame.type === 'conversation_state')).toEqual([]);
    expect([await status(conversationId, 'owner'), await status(conversationId, 'otherAgent'), await status(conversationId, 'admin')]).toEqual([200, 404, 200]);
    visitor.socket.close();
  }, 90_000);
});
