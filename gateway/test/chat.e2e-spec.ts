// The live chat end to end through the gateway, with the real chat, leads and properties services as processes on
// one database and NATS namespace: a visitor's conversation, the catalogue answer, the contact collected, the lead
// in the CRM and the video-call offer coming back; resume after a drop; and what a hostile client gets.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { chatServerFrameSchema, PRIVACY_CONSENT_TEXT, PRIVACY_NOTICE_VERSION, type ChatServerFrame } from '@prestigio/contracts';
import { createTestDatabase, createTestNamespace, startServiceProcess, type ServiceProcess, type TestDatabase, type TestNamespace } from '@prestigio/testing';
import pg from 'pg';
import { WebSocket } from 'ws';
import { startTestGateway, type RunningGateway } from './support/gateway-harness.js';

let database: TestDatabase;
let namespace: TestNamespace;
const services: ServiceProcess[] = [];
let chatReplicas: ServiceProcess[] = [];
let running: RunningGateway;

/** A visitor's socket that keeps every frame it receives, in order. */
class Visitor {
  readonly frames: ChatServerFrame[] = [];
  private waiters: Array<() => void> = [];
  closeCode?: number;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.frames.push(chatServerFrameSchema.parse(JSON.parse(data.toString())));
      for (const wake of this.waiters.splice(0)) wake();
    });
    socket.on('close', (code) => {
      this.closeCode = code;
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  static open(query = '', origin = running.baseUrl, through = running.baseUrl): Promise<Visitor> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(`${through.replace('http', 'ws')}/ws${query}`, { headers: { origin: origin === running.baseUrl ? through : origin } });
      socket.once('open', () => resolve(new Visitor(socket)));
      socket.once('error', reject);
      socket.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
    });
  }

  send(frame: unknown): void {
    this.socket.send(JSON.stringify(frame));
  }

  say(content: string): void {
    this.send({ type: 'message', sender: 'user', content, timestamp: new Date().toISOString() });
  }

  /** The first frame after index `from` that matches, waiting up to 10 s for it. */
  async next(predicate: (frame: ChatServerFrame) => boolean, from = 0, timeoutMs = 10_000): Promise<ChatServerFrame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.frames.slice(from).find(predicate);
      if (found) return found;
      if (this.closeCode !== undefined) throw new Error(`socket closed (${this.closeCode}) while waiting`);
      if (Date.now() > deadline) throw new Error(`no such frame; received: ${JSON.stringify(this.frames.map((f) => f.type))}`);
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

/** Polls until `check` resolves to something truthy (10 s at most). */
async function until(check: () => Promise<unknown>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in 10 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function startChat(): Promise<ServiceProcess> {
  return startServiceProcess('chat', { DATABASE_URL: database.url, NATS_NAMESPACE: namespace.namespace });
}

beforeAll(async () => {
  database = await createTestDatabase();
  namespace = createTestNamespace('chat_flow');
  const shared = { DATABASE_URL: database.url, NATS_NAMESPACE: namespace.namespace };
  services.push(await startServiceProcess('properties', { ...shared, SEED_DEMO_DATA: 'true' }));
  services.push(await startServiceProcess('leads', shared));
  chatReplicas = [await startChat(), await startChat()];
  running = await startTestGateway({
    upstreams: { chat: chatReplicas.map((replica) => replica.baseUrl), properties: [services[0]!.baseUrl], leads: [services[1]!.baseUrl] },
    tuning: { upstreamTimeoutMs: 10_000 },
  });
}, 180_000);

afterAll(async () => {
  await running?.gateway.close();
  for (const service of [...chatReplicas, ...services]) await service.stop().catch(() => undefined);
  await namespace?.cleanup();
  await database?.drop();
});

describe('the chat assistant through the gateway', () => {
  it('answers a property question with real matches, collects the contact, and offers a video call once the visitor says yes, with the inquiry\'s own id, never the client\'s', async () => {
    const visitor = await Visitor.open();
    const welcome = await visitor.next((frame) => frame.type === 'welcome');
    expect(welcome.type === 'welcome' && welcome.clientId).toMatch(/^[0-9a-f-]{36}$/);

    let mark = visitor.frames.length;
    visitor.say('busco casa en venta en Querétaro');
    await visitor.next((frame) => frame.type === 'typing', mark);
    const answer = await visitor.next((frame) => frame.type === 'message' && frame.sender === 'agent', mark);
    expect(answer.type === 'message' && answer.properties?.length).toBeGreaterThan(0);
    expect(answer.type === 'message' && answer.properties![0]!.url).toMatch(/^\/propiedades\//);
    expect(answer.content).toMatch(/Encontré \d+ propiedad/);

    mark = visitor.frames.length;
    visitor.say('Quiero hablar con un asesor');
    expect(await visitor.next((frame) => frame.type === 'request_info', mark)).toMatchObject({ field: 'name' });
    mark = visitor.frames.length;
    visitor.send({ type: 'info', name: 'Lucía Hernández', timestamp: new Date().toISOString() });
    await visitor.next((frame) => frame.type === 'info_received', mark);
    expect(await visitor.next((frame) => frame.type === 'request_info', mark)).toMatchObject({ field: 'contact' });

    mark = visitor.frames.length;
    visitor.send({ type: 'info', email: 'lucia-en-ningun-lado' });
    const reason = await visitor.next((frame) => frame.type === 'message' && frame.sender === 'agent', mark);
    expect(reason.content).toBe('Ingrese un correo válido.');
    expect(await visitor.next((frame) => frame.type === 'request_info', mark)).toMatchObject({ field: 'email' });

    mark = visitor.frames.length;
    visitor.send({ type: 'info', email: 'Lucia.Hernandez@correo.mx' });
    const question = await visitor.next((frame) => frame.type === 'info_received', mark);
    expect(question.content).toContain('¿le gustaría agendar una videollamada?');
    expect(question.type === 'info_received' && question.quickReplies).toEqual(['Sí, agendar', 'Ahora no']);

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      // The CRM has the lead and the chat has linked it; still no offer, since the visitor has not answered.
      const clientId = welcome.type === 'welcome' && welcome.clientId;
      await until(async () => (await client.query('SELECT lead_id FROM chat.conversations WHERE client_id = $1', [clientId])).rows[0]?.lead_id);
      expect(visitor.frames.some((frame) => frame.type === 'video_call_offer')).toBe(false);

      // The quick reply is an ordinary message.
      mark = visitor.frames.length;
      visitor.say('Sí, agendar');
      const offer = await visitor.next((frame) => frame.type === 'video_call_offer', mark, 20_000);
      const leadId = offer.type === 'video_call_offer' ? offer.leadId : '';

      // The offer carries the inquiry's own id (opaque, bookable for a day), never the client's.
      const inquiry = await client.query('SELECT lead_id, source, message FROM crm.inquiries WHERE id = $1', [leadId]);
      expect(inquiry.rows[0].source).toBe('chat');
      expect(inquiry.rows[0].message).toContain('busco casa en venta en Querétaro');
      expect(inquiry.rows[0].lead_id).not.toBe(leadId);
      const lead = await client.query('SELECT name, email, source, interest FROM crm.leads WHERE id = $1', [inquiry.rows[0].lead_id]);
      expect(lead.rows[0]).toEqual({ name: 'Lucía Hernández', email: 'lucia.hernandez@correo.mx', source: 'chat', interest: 'compra' });
      const conversation = await client.query('SELECT lead_id FROM chat.conversations WHERE client_id = $1', [clientId]);
      expect(conversation.rows[0].lead_id).toBe(leadId);

      // The dialog was cancelled: saying so again brings the offer again, not "Ya tenemos sus datos".
      mark = visitor.frames.length;
      visitor.say('sí, quiero agendar');
      const again = await visitor.next((frame) => frame.type === 'video_call_offer', mark);
      expect(again.type === 'video_call_offer' && again.leadId).toBe(leadId);

      // The booking dialog's confirmation with the call: the assistant says when, in Mexico City, and gives the links.
      mark = visitor.frames.length;
      visitor.send({
        type: 'message',
        sender: 'user',
        content: 'Tu videollamada quedó agendada para el martes, 21 de julio de 2026 a las 10:00 (hora del centro de México). Recibirás un correo electrónico con los detalles de conexión.',
        videoCall: { scheduledAt: '2026-07-21T16:00:00.000Z', meetingUrl: 'https://meet.jit.si/PrestigioPrueba', managePath: '/videollamada/token-de-prueba' },
      });
      const booked = await visitor.next((frame) => frame.type === 'message' && frame.sender === 'agent', mark);
      expect(booked.content).toContain('martes, 21 de julio de 2026 a las 10:00 (hora del centro de México)');
      expect(booked.type === 'message' && booked.links).toEqual([
        { label: 'Entrar a la videollamada', url: 'https://meet.jit.si/PrestigioPrueba' },
        { label: 'Cambiar la hora o cancelar', url: '/videollamada/token-de-prueba' },
      ]);
    } finally {
      await client.end();
    }
    visitor.socket.close();
  }, 60_000);

  it('saves "avísame si aparece algo así" as a pending saved search with the criteria understood, and queues its confirmation e-mail', async () => {
    const visitor = await Visitor.open();
    await visitor.next((frame) => frame.type === 'welcome');
    let mark = visitor.frames.length;
    visitor.say('busco casa en venta en Querétaro');
    await visitor.next((frame) => frame.type === 'message' && frame.sender === 'agent', mark);

    mark = visitor.frames.length;
    visitor.say('Avísame si aparece algo así');
    const asked = await visitor.next((frame) => frame.type === 'request_info', mark);
    expect(asked).toMatchObject({ field: 'email' });
    expect(asked.content).toContain('«Casa en Querétaro');

    mark = visitor.frames.length;
    visitor.send({ type: 'info', email: 'Alerta.Queretaro@Correo.mx' });
    const consent = await visitor.next((frame) => frame.type === 'message' && frame.sender === 'agent', mark);
    expect(consent.content).toContain(`«${PRIVACY_CONSENT_TEXT}»`);
    expect(consent.type === 'message' && consent.quickReplies).toEqual(['Acepto', 'No acepto']);
    expect(consent.type === 'message' && consent.links).toEqual([{ label: 'Aviso de Privacidad', url: '/aviso-de-privacidad' }]);

    mark = visitor.frames.length;
    visitor.say('Acepto');
    const saved = await visitor.next((frame) => frame.type === 'message' && frame.sender === 'agent', mark);
    expect(saved.content).toMatch(/^Listo\. Le envié un correo a alerta\.queretaro@correo\.mx para confirmar el aviso de «Casa en Querétaro.*». Los avisos empiezan en cuanto abra el enlace/);
    visitor.socket.close();

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const searches = await client.query(
        `SELECT name, criteria, frequency, status, privacy_notice_version, ip_address, lead_id FROM crm.saved_searches WHERE email = 'alerta.queretaro@correo.mx'`,
      );
      expect(searches.rows).toHaveLength(1);
      expect(searches.rows[0]).toMatchObject({ frequency: 'al_momento', status: 'pendiente', privacy_notice_version: PRIVACY_NOTICE_VERSION, lead_id: null });
      expect(searches.rows[0].criteria).toMatchObject({ operationType: 'comprar', propertyType: 'casa' });
      expect(searches.rows[0].ip_address).toEqual(expect.any(String));
      const mails = await client.query(`SELECT subject FROM crm.mail_queue WHERE recipient = 'alerta.queretaro@correo.mx'`);
      expect(mails.rows).toEqual([{ subject: `Confirme su búsqueda guardada: ${searches.rows[0].name}` }]);
      // Nothing reaches the CRM before the link is opened.
      expect((await client.query(`SELECT id FROM crm.leads WHERE email = 'alerta.queretaro@correo.mx'`)).rows).toHaveLength(0);
    } finally {
      await client.end();
    }
  }, 60_000);

  it('lets a visitor who lost the connection continue the same conversation and receive what they missed', async () => {
    const first = await Visitor.open();
    const welcome = await first.next((frame) => frame.type === 'welcome');
    if (welcome.type !== 'welcome') throw new Error('no welcome');
    first.say('¿cuál es su horario?');
    const hours = await first.next((frame) => frame.type === 'message' && frame.sender === 'agent');
    expect(hours.content).toContain('lunes a viernes');
    first.socket.terminate();

    // The reconnect may land on the other replica: the conversation lives in the database.
    const again = await Visitor.open(`?resume=${encodeURIComponent(welcome.resumeToken)}&after=${welcome.id}`);
    const resumed = await again.next((frame) => frame.type === 'welcome');
    expect(resumed).toMatchObject({ clientId: welcome.clientId, resumed: true });
    const replayed = await again.next((frame) => frame.type === 'message' && frame.sender === 'agent');
    expect(replayed.id).toBe(hours.id);
    again.socket.close();

    const stranger = await Visitor.open('?resume=not-a-token');
    const fresh = await stranger.next((frame) => frame.type === 'welcome');
    expect(fresh).toMatchObject({ resumed: false });
    expect(fresh.type === 'welcome' && fresh.clientId).not.toBe(welcome.clientId);
    stranger.socket.close();
  }, 30_000);

  it('keeps the conversation when the replica holding the visitor dies, and delivers the offer on the other one', async () => {
    const visitor = await Visitor.open();
    const welcome = await visitor.next((frame) => frame.type === 'welcome');
    if (welcome.type !== 'welcome') throw new Error('no welcome');
    visitor.say('quiero una cita con un asesor');
    await visitor.next((frame) => frame.type === 'request_info');
    // Kill whichever replica holds it: both are restarted as crashes are, the visitor reconnects as the widget does.
    await Promise.all(chatReplicas.map((replica) => replica.restart()));
    await visitor.closed();
    const back = await Visitor.open(`?resume=${encodeURIComponent(welcome.resumeToken)}&after=${visitor.frames.at(-1)!.id}`);
    await back.next((frame) => frame.type === 'welcome');
    back.send({ type: 'info', name: 'Ramón Ortega' });
    await back.next((frame) => frame.type === 'request_info' && frame.field === 'contact');
    back.send({ type: 'info', phone: '55 4433 2211' });
    await back.next((frame) => frame.type === 'info_received' && frame.field === 'phone');
    // A WhatsApp visitor who wants the call is asked for the e-mail its connection details go to first.
    back.say('sí');
    await back.next((frame) => frame.type === 'request_info' && frame.field === 'email');
    back.send({ type: 'info', email: `ramon.ortega.${Date.now()}@correo.mx` });
    const offer = await back.next((frame) => frame.type === 'video_call_offer', 0, 20_000);
    expect(offer.type === 'video_call_offer' && offer.leadId).toMatch(/^[0-9a-f-]{36}$/);
    back.socket.close();
  }, 90_000);

  it('delivers the offer to a visitor whichever replica consumed the lead event (visitors held by each replica)', async () => {
    // One gateway in front of each replica pins its visitors there. The CRM's event is consumed by one replica or the
    // other (a shared durable consumer): if offers reached only visitors of the consuming replica, some of these
    // eight would never get theirs, unless every event happened to land on its visitor's replica.
    const pinned = await Promise.all(chatReplicas.map((replica) => startTestGateway({ upstreams: { chat: [replica.baseUrl], leads: [services[1]!.baseUrl] } })));
    try {
      const visitors = await Promise.all(Array.from({ length: 8 }, (_, index) => Visitor.open('', undefined, pinned[index % 2]!.baseUrl)));
      await Promise.all(
        visitors.map(async (visitor, index) => {
          await visitor.next((frame) => frame.type === 'welcome');
          visitor.say('quiero hablar con un asesor');
          await visitor.next((frame) => frame.type === 'request_info' && frame.field === 'name');
          visitor.send({ type: 'info', name: `Visitante Réplica ${index}` });
          await visitor.next((frame) => frame.type === 'request_info' && frame.field === 'contact');
          visitor.send({ type: 'info', email: `replica${index}.${Date.now()}@correo.mx` });
          await visitor.next((frame) => frame.type === 'info_received' && frame.field === 'email');
          visitor.say('Sí, agendar');
          const offer = await visitor.next((frame) => frame.type === 'video_call_offer', 0, 20_000);
          expect(offer.type === 'video_call_offer' && offer.leadId).toMatch(/^[0-9a-f-]{36}$/);
          visitor.socket.close();
        }),
      );
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const { rows } = await client.query(`SELECT count(*)::int AS offers FROM chat.messages WHERE frame ->> 'type' = 'video_call_offer' AND conversation_id IN (
          SELECT id FROM chat.conversations WHERE lead_id IS NOT NULL AND state::text LIKE '%Visitante Réplica%')`);
        expect(rows[0].offers).toBe(8);
      } finally {
        await client.end();
      }
    } finally {
      await Promise.all(pinned.map((gateway) => gateway.gateway.close()));
    }
  }, 90_000);

  it('loses and doubles nothing when a replica holding some of 200 live conversations is killed', async () => {
    const visitors = await Promise.all(Array.from({ length: 200 }, () => Visitor.open()));
    const welcomes = await Promise.all(visitors.map((visitor) => visitor.next((frame) => frame.type === 'welcome')));
    const answered = (visitor: Visitor, from: number) => visitor.next((frame) => frame.type === 'message' && frame.sender === 'agent', from, 20_000);
    visitors.forEach((visitor) => visitor.say('¿cuál es su horario?'));
    await Promise.all(visitors.map((visitor) => answered(visitor, 0)));

    // A crash (SIGKILL) of one replica, restarted as an orchestrator would; its visitors drop and come back with their
    // resume token, as the widget does, asking for what came after the last frame they saw.
    await chatReplicas[0]!.restart();
    const afterCrash = await Promise.all(
      visitors.map(async (visitor, index) => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        if (visitor.closeCode === undefined && visitor.socket.readyState === WebSocket.OPEN) return { visitor, resumed: false };
        const welcome = welcomes[index]!;
        if (welcome.type !== 'welcome') throw new Error('no welcome');
        const back = await Visitor.open(`?resume=${encodeURIComponent(welcome.resumeToken)}&after=${visitor.frames.at(-1)!.id}`);
        await back.next((frame) => frame.type === 'welcome' && frame.resumed);
        return { visitor: back, resumed: true };
      }),
    );
    expect(afterCrash.some((entry) => entry.resumed)).toBe(true);
    const marks = afterCrash.map(({ visitor }) => visitor.frames.length);
    afterCrash.forEach(({ visitor }) => visitor.say('¿dónde están sus oficinas?'));
    await Promise.all(afterCrash.map(({ visitor }, index) => answered(visitor, marks[index]!)));
    // Late duplicates would arrive now, if any.
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Nothing doubled on a resumed socket: exactly one answer to the second question, and no replayed first answer.
    for (const { visitor, resumed } of afterCrash) {
      const answers = visitor.frames.filter((frame) => frame.type === 'message' && frame.sender === 'agent');
      expect(answers).toHaveLength(resumed ? 1 : 2);
      visitor.socket.close();
    }
    // And in the database: each of the 200 conversations holds its two questions and two answers, once each.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const ids = welcomes.map((welcome) => (welcome.type === 'welcome' ? welcome.clientId : ''));
      const { rows } = await client.query(
        `SELECT c.client_id, count(*) FILTER (WHERE m.sender = 'user')::int AS questions, count(*) FILTER (WHERE m.sender = 'agent')::int AS answers
           FROM chat.conversations c JOIN chat.messages m ON m.conversation_id = c.id WHERE c.client_id = ANY($1::uuid[]) GROUP BY c.client_id`,
        [ids],
      );
      expect(rows).toHaveLength(200);
      expect(rows.every((row) => row.questions === 2 && row.answers === 2)).toBe(true);
    } finally {
      await client.end();
    }
  }, 120_000);

  it('answers malformed and unknown frames with an error notice, and keeps the connection', async () => {
    const visitor = await Visitor.open();
    await visitor.next((frame) => frame.type === 'welcome');
    visitor.socket.send('esto no es JSON');
    expect(await visitor.next((frame) => frame.type === 'error')).toMatchObject({ code: 'invalid_frame' });
    const mark = visitor.frames.length;
    visitor.send({ type: 'hack', payload: { __proto__: { admin: true } } });
    await visitor.next((frame) => frame.type === 'error', mark);
    visitor.send({ type: 'ping' });
    await visitor.next((frame) => frame.type === 'pong');
    visitor.socket.close();
  });

  it('closes a connection that sends a frame over 16 KB with 1009, and one that floods with 1008', async () => {
    const big = await Visitor.open();
    await big.next((frame) => frame.type === 'welcome');
    big.say('x'.repeat(20 * 1024));
    expect(await big.closed()).toBe(1009);

    const flood = await Visitor.open();
    await flood.next((frame) => frame.type === 'welcome');
    for (let i = 0; i < 60; i += 1) flood.send({ type: 'ping' });
    expect(await flood.next((frame) => frame.type === 'error' && frame.code === 'rate_limited')).toBeDefined();
    expect(await flood.closed()).toBe(1008);
  });

  it('refuses a WebSocket from another site', async () => {
    await expect(Visitor.open('', 'https://sitio-ajeno.example')).rejects.toThrow('upgrade refused: 403');
  });
});
