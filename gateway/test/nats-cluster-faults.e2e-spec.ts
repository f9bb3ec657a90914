// A NATS node lost under load: three nats-server processes in one JetStream cluster, the event stream kept in three
// copies, and the gateway, leads and chat (built, as processes) given all three URLs. The node leading the stream is
// killed with SIGKILL while 1,000 contact requests go through the gateway and 200 chat conversations are half-way:
// every lead is stored once, every `leads.lead.created` is in the stream once and consumed once, and every
// conversation goes on to its video-call offer, which needs events through the cluster both ways (chat → CRM → chat).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { chatServerFrameSchema, eventSubject, EventSubjects, type ChatServerFrame } from '@prestigio/contracts';
import { createTestNamespace, eventually, freePort, startServiceProcess, type ServiceProcess } from '@prestigio/testing';
import { startNatsCluster, type NatsCluster, type NatsClusterNode } from '@prestigio/launcher';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connect, StorageType, type JetStreamManager, type NatsConnection } from 'nats';
import pg from 'pg';
import { WebSocket } from 'ws';

const LEADS = 1_000;
const LEAD_WORKERS = 8;
const CONVERSATIONS = 200;
/**
 * Visitors typing at the same moment. 200 at once would measure the chat's database pool (10 connections, 3 s to get
 * one) on two busy cores, not the cluster.
 */
const TYPING_AT_ONCE = 10;
/** The node is killed when this many contact requests have been taken, and only once every conversation is half-way. */
const KILL_AT_LEAD = 350;

const gatewayEntry = path.resolve(import.meta.dirname, '../dist/main.js');

/** A visitor's chat socket through the gateway, keeping every frame in order. */
class ChatVisitor {
  readonly frames: ChatServerFrame[] = [];
  private wake: () => void = () => undefined;
  private closed = false;
  /** Messages sent again after an `unavailable` answer. */
  retries = 0;

  constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.frames.push(chatServerFrameSchema.parse(JSON.parse(data.toString())));
      this.wake();
    });
    socket.on('close', () => {
      this.closed = true;
      this.wake();
    });
  }

  static open(gatewayUrl: string): Promise<ChatVisitor> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(`${gatewayUrl.replace('http', 'ws')}/ws`, { headers: { origin: gatewayUrl } });
      socket.once('open', () => resolve(new ChatVisitor(socket)));
      socket.once('error', reject);
    });
  }

  send(frame: Record<string, unknown>): number {
    const mark = this.frames.length;
    this.socket.send(JSON.stringify({ timestamp: new Date().toISOString(), ...frame }));
    return mark;
  }

  /** The first frame from index `from` on that matches. */
  async next(predicate: (frame: ChatServerFrame) => boolean, from: number, timeoutMs = 30_000): Promise<ChatServerFrame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.frames.slice(from).find(predicate);
      if (found) return found;
      if (this.closed) throw new Error('the chat socket closed');
      if (Date.now() > deadline) throw new Error(`no such frame within ${timeoutMs / 1000} s; got ${JSON.stringify(this.frames.slice(from))}`);
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        setTimeout(resolve, 500);
      });
    }
  }

  /**
   * Sends `frame` and waits for the answer that matches. An `unavailable` error (the chat's database pool exhausted on
   * two busy cores, nothing to do with NATS) is answered as the text asks a person to: the same message again.
   */
  async exchange(frame: Record<string, unknown>, answer: (frame: ChatServerFrame) => boolean, timeoutMs?: number): Promise<ChatServerFrame> {
    for (let attempt = 1; ; attempt++) {
      const reply = await this.next((candidate) => answer(candidate) || (candidate.type === 'error' && candidate.code === 'unavailable'), this.send(frame), timeoutMs);
      if (reply.type !== 'error') return reply;
      this.retries += 1;
      if (attempt === 3) throw new Error(`the chat was unavailable three times: ${reply.content}`);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }

  close(): void {
    this.socket.terminate();
  }
}

const asksFor = (field: string) => (frame: ChatServerFrame) => frame.type === 'request_info' && frame.field === field;

function contactForm(n: number) {
  return {
    name: `Visitante Clúster ${n}`,
    phone: `55 8${String(n).padStart(7, '0')}`,
    email: `visitante${n}@cluster.mx`,
    interest: 'compra',
    message: 'Me interesa una casa en Mérida.',
    privacy: true,
    website: '',
    elapsedMs: 12_000,
  };
}

describe('a NATS JetStream cluster losing a node under load', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nats-cluster-faults-'));
  let cluster: NatsCluster | undefined;
  let leads: ServiceProcess | undefined;
  let chat: ServiceProcess | undefined;
  let gateway: ChildProcess | undefined;
  let gatewayUrl: string;
  let connection: NatsConnection | undefined;
  let manager: JetStreamManager;
  let streamName: string;
  let replicated: Record<string, string> = {};
  const visitors: ChatVisitor[] = [];

  beforeAll(async () => {
    cluster = await startNatsCluster({ dataDir });
    connection = await connect({ servers: cluster.urls.split(','), maxReconnectAttempts: -1, reconnectTimeWait: 500 });
    manager = await connection.jetstreamManager();
    // The stream as a single-server deployment left it: the services must bring it to three copies, not fail.
    const namespace = createTestNamespace('cluster');
    streamName = namespace.streamName;
    await manager.streams.add({ name: streamName, subjects: [`${namespace.namespace}.events.>`], storage: StorageType.File, num_replicas: 1 });
    replicated = { NATS_URL: cluster.urls, NATS_NAMESPACE: namespace.namespace, NATS_STREAM_REPLICAS: '3', LOG_LEVEL: 'warn' };
    leads = await startServiceProcess('leads', replicated);
    chat = await startServiceProcess('chat', { ...replicated, CHAT_TYPING_MS: '0' }, { alongside: leads });
    const port = await freePort();
    gatewayUrl = `http://127.0.0.1:${port}`;
    gateway = spawn(process.execPath, [gatewayEntry], {
      env: {
        PATH: process.env.PATH ?? '',
        PORT: String(port),
        NODE_ENV: 'test',
        LOG_LEVEL: 'error',
        NATS_URL: cluster.urls,
        NATS_NAMESPACE: replicated.NATS_NAMESPACE!,
        LEADS_URL: leads.baseUrl,
        CHAT_URL: chat.baseUrl,
        // One test address sends everything: the per-address limits are not what this test is about.
        RATE_LIMIT_SCALE: '0',
        WEB_DIST: path.join(dataDir, 'no-web'),
      },
      stdio: 'ignore',
    });
    // The gateway listens only once it is connected to NATS; any answer (503: the services it was not given) will do.
    await eventually(async () => {
      const status = await fetch(`${gatewayUrl}/health`).then((response) => response.status, () => 0);
      expect(status).toBeGreaterThan(0);
    }, 30_000);
  }, 180_000);

  afterAll(async () => {
    for (const visitor of visitors) visitor.close();
    if (gateway && gateway.exitCode === null) {
      const exited = new Promise((resolve) => gateway!.once('exit', resolve));
      gateway.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      gateway.kill('SIGKILL');
    }
    await chat?.stop().catch(() => undefined);
    await leads?.stop().catch(() => undefined);
    await connection?.close().catch(() => undefined);
    await cluster?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('keeps every lead once, every event once and every conversation going when the stream leader is killed', async () => {
    await eventually(async () => {
      const before = await manager.streams.info(streamName);
      expect(before.config.num_replicas).toBe(3);
      expect(before.cluster?.replicas?.filter((replica) => replica.current)).toHaveLength(2);
    }, 30_000);

    /** Set on the first failure, so no worker goes on sending after the test has ended. */
    let failed = false;
    /** work(0 … count - 1), at most `concurrency` at a time. */
    const inTurns = async <T>(count: number, concurrency: number, work: (n: number) => Promise<T>): Promise<T[]> => {
      const results: T[] = [];
      let taken = 0;
      const worker = async () => {
        while (taken < count && !failed) {
          const n = taken++;
          results[n] = await work(n);
        }
      };
      await Promise.all(Array.from({ length: concurrency }, worker)).catch((error: unknown) => {
        failed = true;
        throw error;
      });
      return results;
    };

    // When each step was reached, printed at the end: on two busy cores the run's length is mostly the machine's.
    const began = Date.now();
    const timeline: string[] = [];
    const mark = (what: string) => timeline.push(`${what} ${((Date.now() - began) / 1000).toFixed(0)} s`);
    // Half of each conversation before the fault: the visitor asks for an advisor and gives a name.
    const halfWay = inTurns(CONVERSATIONS, TYPING_AT_ONCE, async (n) => {
      const visitor = await ChatVisitor.open(gatewayUrl);
      visitors.push(visitor);
      await visitor.next((frame) => frame.type === 'welcome', 0);
      await visitor.exchange({ type: 'message', sender: 'user', content: 'Quiero hablar con un asesor' }, asksFor('name'));
      await visitor.exchange({ type: 'info', name: `Conversación Clúster ${n}` }, asksFor('contact'));
      return visitor;
    });
    halfWay.then(() => mark('half way'), () => undefined);

    let killed: NatsClusterNode | undefined;
    const killLeader = async () => {
      await halfWay;
      const leader = (await manager.streams.info(streamName)).cluster?.leader;
      killed = cluster!.nodes.find((node) => node.name === leader);
      if (!killed) throw new Error(`no node named ${leader} leads ${streamName}`);
      await killed.kill();
      mark(`${killed.name} killed`);
    };
    let killing: Promise<void> | undefined;

    /** One contact request, sent again until accepted, as a visitor pressing "Enviar" again would. */
    const submitOne = async (n: number) => {
      if (n === KILL_AT_LEAD) await (killing = killLeader());
      for (let attempt = 0; attempt < 100 && !failed; attempt++) {
        const status = await fetch(`${gatewayUrl}/api/leads`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: gatewayUrl },
          body: JSON.stringify(contactForm(n)),
          signal: AbortSignal.timeout(10_000),
        }).then((response) => response.status, () => 0);
        if (status === 201) return;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`contact request ${n} was never accepted`);
    };
    const submit = async (n: number) => {
      await submitOne(n);
      if (n === LEADS - 1) mark(`lead ${LEADS} accepted`);
    };

    /**
     * The rest of each conversation, once the node is gone: the e-mail, then "Sí, agendar", whose offer comes once the
     * contact has been through the CRM and back (events both ways); the offers are awaited all together.
     */
    const finish = async (halfDone: ChatVisitor[]) => {
      await eventually(() => expect(killing).toBeDefined(), 240_000, 100);
      await killing;
      const offers = await inTurns(CONVERSATIONS, TYPING_AT_ONCE, async (n) => {
        const visitor = halfDone[n]!;
        await visitor.exchange({ type: 'info', email: `conversacion${n}@cluster.mx` }, (frame) => frame.type === 'info_received');
        const offer = visitor.exchange({ type: 'message', sender: 'user', content: 'Sí, agendar' }, (frame) => frame.type === 'video_call_offer', 90_000);
        // Kept as a settled result, so a failure waits for the assertion below instead of escaping unhandled.
        return offer.then((frame) => ({ frame }), (error: Error) => ({ error }));
      });
      mark('every e-mail given');
      return Promise.all(offers).then((settled) =>
        settled.map((result) => {
          if ('error' in result) throw result.error;
          return result.frame;
        }),
      );
    };

    const [conversations] = await Promise.all([halfWay.then(finish), inTurns(LEADS, LEAD_WORKERS, submit)]).catch((error: Error) => {
      failed = true;
      throw new Error(`${error.message}\n── chat\n${chat!.recentOutput()}\n── leads\n${leads!.recentOutput()}`, { cause: error });
    });
    mark('every offer received');
    await killing;
    expect(killed?.running()).toBe(false);

    // Every conversation continued to its offer, made once, naming the inquiry its contact became.
    expect(conversations).toHaveLength(CONVERSATIONS);
    for (const visitor of visitors) expect(visitor.frames.filter((frame) => frame.type === 'video_call_offer')).toHaveLength(1);

    // The stream elected another leader and keeps three copies, one of them on the lost node.
    const after = await manager.streams.info(streamName);
    expect(after.cluster?.leader).not.toBe(killed!.name);
    expect(after.config.num_replicas).toBe(3);

    const database = new pg.Client({ connectionString: leads!.database.url });
    await database.connect();
    try {
      const stored = await database.query<{ visitors: string; people: string; chats: string }>(
        `SELECT count(*) FILTER (WHERE email LIKE 'visitante%@cluster.mx') AS visitors,
                count(DISTINCT email) FILTER (WHERE email LIKE 'visitante%@cluster.mx') AS people,
                count(*) FILTER (WHERE email LIKE 'conversacion%@cluster.mx' AND source = 'chat') AS chats
           FROM crm.leads`,
      );
      expect(stored.rows[0]).toEqual({ visitors: String(LEADS), people: String(LEADS), chats: String(CONVERSATIONS) });
      const linked = await database.query<{ count: string }>('SELECT count(*) FROM chat.conversations WHERE lead_id IS NOT NULL');
      expect(Number(linked.rows[0]!.count)).toBe(CONVERSATIONS);

      // Each creation is in the stream once (the outbox's retries carry the same msgID) and was handled once by chat.
      const created = eventSubject(replicated.NATS_NAMESPACE!, EventSubjects.leadCreated);
      await eventually(async () => {
        const info = await manager.streams.info(streamName, { subjects_filter: created });
        expect(info.state.subjects?.[created]).toBe(LEADS + CONVERSATIONS);
        const handled = await database.query<{ count: string }>(
          "SELECT count(*) FROM chat.processed_events WHERE consumer = 'chat-lead-created' AND subject = $1",
          [EventSubjects.leadCreated],
        );
        expect(Number(handled.rows[0]!.count)).toBe(LEADS + CONVERSATIONS);
        const consumer = await manager.consumers.info(streamName, 'chat-lead-created');
        expect({ pending: consumer.num_pending, unacknowledged: consumer.num_ack_pending }).toEqual({ pending: 0, unacknowledged: 0 });
      }, 60_000, 500);
      mark('every event consumed');
      const retries = visitors.reduce((sum, visitor) => sum + visitor.retries, 0);
      console.log(`NATS cluster fault: ${timeline.join(', ')}; ${retries} chat messages sent again after 'unavailable'`);
    } finally {
      await database.end();
    }
  }, 420_000);
});
