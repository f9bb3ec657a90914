// Property-based fuzzing of the live chat's WebSocket: generated frames of every type (message, info, ping, unknown,
// not JSON, binary, too large), with wrong types, deep JSON, control and odd Unicode characters and
// prototype-pollution keys. Every frame the server sends back is in the protocol, every error notice is Spanish, no
// frame fails inside the service, a refused frame stores nothing, and the chat keeps serving. The seed is fixed
// (FUZZ_SEED).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CHAT_MAX_FRAME_BYTES, chatClientFrameSchema, chatServerFrameSchema, type ChatServerFrame } from '@prestigio/contracts';
import { NatsService, withoutControlCharacters } from '@prestigio/nest-common';
import { startTestService, type TestService } from '@prestigio/testing';
import { answerProblem, fuzz, FUZZ_RUNS, hostileBodies, hostileJson, hostileText } from '@prestigio/testing/hostile-input';
import fc from 'fast-check';
import { DataSource } from 'typeorm';
import { WebSocket } from 'ws';
import { envSchema, type ChatEnv } from '../src/config/env.js';
import { AppModule } from '../src/app.module.js';
import { useChatWebSocketAdapter } from '../src/realtime/frame-adapter.js';
import { serveEmptyCatalogue } from './support/empty-catalogue.js';

let service: TestService<ChatEnv>;

/** A visitor's socket that keeps every frame, checked against the protocol as it arrives. */
class Visitor {
  readonly frames: ChatServerFrame[] = [];
  closeCode?: number;
  private wake = () => {};

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.frames.push(chatServerFrameSchema.parse(JSON.parse(String(data))));
      this.wake();
    });
    socket.on('close', (code) => {
      this.closeCode = code;
      this.wake();
    });
  }

  static open(): Promise<Visitor> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(`${service.baseUrl.replace('http', 'ws')}/ws`);
      socket.once('open', () => resolve(new Visitor(socket)));
      socket.once('error', reject);
    });
  }

  send(data: string | Buffer): void {
    this.socket.send(data, { binary: Buffer.isBuffer(data) });
  }

  /** Waits, event by event, until a frame after `from` matches or the socket closes; 10 s of silence is a failure. */
  async until(predicate: (frame: ChatServerFrame) => boolean, from: number): Promise<ChatServerFrame | undefined> {
    for (;;) {
      const found = this.frames.slice(from).find(predicate);
      if (found || this.closeCode !== undefined) return found;
      const answered = await new Promise<boolean>((resolve) => {
        const silence = setTimeout(() => resolve(false), 10_000);
        this.wake = () => {
          clearTimeout(silence);
          resolve(true);
        };
      });
      if (!answered) throw new Error(`no answer; received ${JSON.stringify(this.frames.slice(from)).slice(0, 500)}`);
    }
  }

  close(): void {
    this.socket.close();
  }
}

const storedMessages = async () => Number((await service.app.get(DataSource).query(`SELECT count(*)::int AS count FROM messages`))[0].count);

/** Frames of every type, hostile: valid frames with a field replaced or a key added, any JSON, text, bytes. */
const hostileFrame: fc.Arbitrary<string | Buffer> = fc.oneof(
  hostileBodies({ type: 'message', sender: 'user', content: 'Busco casa en renta en Coyoacán', timestamp: '2026-11-25T10:00:00.000Z' }, { textFields: ['content', 'timestamp'] }),
  hostileBodies({ type: 'info', name: 'Lucía Fernández' }, { textFields: ['name'] }),
  hostileBodies({ type: 'info', email: 'lucia@correo.mx' }, { textFields: ['email'] }),
  hostileBodies({ type: 'info', phone: '55 1234 5678' }, { textFields: ['phone'] }),
  hostileBodies({ type: 'ping' }),
  hostileText.map((type) => JSON.stringify({ type, content: 'hola' })),
  hostileJson,
  hostileText,
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
);

/** What the service must do with a frame, by the protocol's own schema (blank messages are ignored, spec §5). */
function expectedAnswer(data: string | Buffer): 'refused' | 'pong' | 'nothing' | 'stored' {
  if (typeof data !== 'string') return 'refused';
  let parsed: unknown;
  try {
    parsed = withoutControlCharacters(JSON.parse(data));
  } catch {
    return 'refused';
  }
  const frame = chatClientFrameSchema.safeParse(parsed);
  if (!frame.success) return 'refused';
  if (frame.data.type === 'ping') return 'pong';
  if (frame.data.type === 'message' && frame.data.content.trim() === '') return 'nothing';
  return 'stored';
}

beforeAll(async () => {
  service = await startTestService(AppModule, { name: 'chat', envSchema, env: { CHAT_TYPING_MS: '0' }, configureApp: useChatWebSocketAdapter });
  serveEmptyCatalogue(service.app.get(NatsService));
});
afterAll(() => service?.stop());

describe('chat frames', () => {
  it('are answered within the protocol and in Spanish, never fail inside the service, and a refused one stores nothing', async () => {
    await fuzz(fc.array(hostileFrame, { minLength: 1, maxLength: 3 }), async (sent) => {
      const visitor = await Visitor.open();
      try {
        await visitor.until((frame) => frame.type === 'welcome', 0);
        for (const data of sent) {
          const before = await storedMessages();
          const from = visitor.frames.length;
          const shown = typeof data === 'string' ? data.slice(0, 300) : `<bytes ${data.toString('hex')}>`;
          visitor.send(data);
          if (Buffer.byteLength(data) > CHAT_MAX_FRAME_BYTES) {
            // Too large: the connection is closed with 1009, on purpose.
            await visitor.until(() => false, from);
            expect(visitor.closeCode).toBe(1009);
            return;
          }
          const expected = expectedAnswer(data);
          if (expected === 'nothing') visitor.send(JSON.stringify({ type: 'ping' }));
          const answer = await visitor.until(
            // The assistant's answer (after a typing notice), a pong or an error notice.
            (frame) => frame.type !== 'typing' && frame.type !== 'welcome',
            from,
          );
          if (!answer) throw new Error(`socket closed (${visitor.closeCode}) after: ${shown}`);
          if (answer.type === 'error' && answer.code !== 'invalid_frame') throw new Error(`frame failed in the service (${answer.code}): ${shown}`);
          const problem = answer.type === 'error' ? answerProblem({ status: 400, body: { statusCode: 400, message: answer.content } }) : undefined;
          if (problem) throw new Error(`${problem} for: ${shown}`);
          const kind = answer.type === 'error' ? 'refused' : answer.type === 'pong' ? (expected === 'nothing' ? 'nothing' : 'pong') : 'stored';
          if (kind !== expected) throw new Error(`expected ${expected}, got ${JSON.stringify(answer)} for: ${shown}`);
          if (kind === 'refused' && (await storedMessages()) !== before) throw new Error(`refused but stored: ${shown}`);
        }
        // Whatever came before, the visitor is still answered.
        const from = visitor.frames.length;
        visitor.send(JSON.stringify({ type: 'ping' }));
        expect(await visitor.until((frame) => frame.type === 'pong', from)).toBeDefined();
      } finally {
        visitor.close();
      }
    }, {
      // Frames are cheap: more of them. First the ones that once failed inside the service (Postgres' jsonb refuses NUL).
      numRuns: 4 * FUZZ_RUNS,
      examples: [
        [JSON.stringify({ type: 'message', content: 'Casa en\u0000 Coyoacán \ud800' })],
        [JSON.stringify({ type: 'info', phone: '55\u0000 1234 5678' })],
      ],
    });
  });
});
