// "Avísame si aparece algo así" against the real chat service and NATS, leads played by a responder on
// `leads.saved-search.save`: what the chat sends (the criteria understood, the e-mail, the consent and where it was
// given) and what the visitor reads when leads saves, refuses, or does not answer at all.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  chatServerFrameSchema,
  PRIVACY_CONSENT_TEXT,
  RpcSubjects,
  savedSearchMessages,
  savedSearchSaveRequestSchema,
  type ChatServerFrame,
  type SavedSearchSaveRequest,
} from '@prestigio/contracts';
import { NatsService } from '@prestigio/nest-common';
import { startTestService, type TestService } from '@prestigio/testing';
import { ConflictException } from '@nestjs/common';
import type { Subscription } from 'nats';
import { WebSocket } from 'ws';
import { AgencyAnswers } from '../src/assistant/agency-answers.js';
import { envSchema, type ChatEnv } from '../src/config/env.js';
import { AppModule } from '../src/app.module.js';
import { useChatWebSocketAdapter } from '../src/realtime/frame-adapter.js';
import { serveEmptyCatalogue } from './support/empty-catalogue.js';

let service: TestService<ChatEnv>;

class Visitor {
  readonly frames: ChatServerFrame[] = [];
  private wake = () => {};

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.frames.push(chatServerFrameSchema.parse(JSON.parse(String(data))));
      this.wake();
    });
  }

  static open(): Promise<Visitor> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(`${service.baseUrl.replace('http', 'ws')}/ws`, { headers: { 'user-agent': 'Navegador de la visitante' } });
      socket.once('open', () => resolve(new Visitor(socket)));
      socket.once('error', reject);
    });
  }

  say(content: string): number {
    const from = this.frames.length;
    this.socket.send(JSON.stringify({ type: 'message', sender: 'user', content }));
    return from;
  }

  give(email: string): number {
    const from = this.frames.length;
    this.socket.send(JSON.stringify({ type: 'info', email }));
    return from;
  }

  /** The first frame after `from` that matches; 10 s of silence is a failure. */
  async next(predicate: (frame: ChatServerFrame) => boolean, from: number): Promise<ChatServerFrame> {
    for (;;) {
      const found = this.frames.slice(from).find(predicate);
      if (found) return found;
      const answered = await new Promise<boolean>((resolve) => {
        const silence = setTimeout(() => resolve(false), 10_000);
        this.wake = () => {
          clearTimeout(silence);
          resolve(true);
        };
      });
      if (!answered) throw new Error(`no such frame; received ${JSON.stringify(this.frames.slice(from)).slice(0, 800)}`);
    }
  }

  close(): void {
    this.socket.close();
  }
}

const assistantMessage = (frame: ChatServerFrame) => frame.type === 'message' && frame.sender === 'agent';
const nats = () => service.app.get(NatsService);

/** A visitor who searched, asked for the alert, gave an e-mail and is at the consent question. */
async function atConsent(email: string): Promise<Visitor> {
  const visitor = await Visitor.open();
  await visitor.next((frame) => frame.type === 'welcome', 0);
  await visitor.next(assistantMessage, visitor.say('busco departamento en renta en Condesa'));
  const asked = await visitor.next((frame) => frame.type === 'request_info', visitor.say('avísame si aparece algo así, una vez al día'));
  expect(asked).toMatchObject({ field: 'email' });
  const consent = await visitor.next(assistantMessage, visitor.give(email));
  expect(consent.content).toContain(`«${PRIVACY_CONSENT_TEXT}»`);
  expect(consent.type === 'message' && consent.quickReplies).toEqual(['Acepto', 'No acepto']);
  return visitor;
}

beforeAll(async () => {
  service = await startTestService(AppModule, { name: 'chat', envSchema, env: { CHAT_TYPING_MS: '0' }, configureApp: useChatWebSocketAdapter });
  serveEmptyCatalogue(nats());
});
afterAll(() => service?.stop());

describe('an alert asked for in the chat', () => {
  it('apologises, with nothing claimed, while leads does not answer; and saves it when tried again once leads is back', async () => {
    const visitor = await atConsent('ana.garcia@correo.mx');
    const apology = await visitor.next(assistantMessage, visitor.say('Acepto'));
    expect(apology.content).toBe(AgencyAnswers.alerts.failed);
    expect(apology.type === 'message' && apology.quickReplies).toEqual(['Intentar de nuevo']);

    const received: SavedSearchSaveRequest[] = [];
    const leads: Subscription = nats().serve(RpcSubjects.saveSearch, savedSearchSaveRequestSchema, async (request) => {
      received.push(request);
      return { status: 'pendiente_confirmacion', message: savedSearchMessages.confirmationSent };
    });
    try {
      const saved = await visitor.next(assistantMessage, visitor.say('Intentar de nuevo'));
      expect(saved.content).toContain('Le envié un correo a ana.garcia@correo.mx para confirmar el aviso de «Departamento en renta en Condesa»');
      expect(received).toEqual([
        {
          criteria: { operationType: 'rentar', propertyType: 'departamento', location: 'Condesa' },
          email: 'ana.garcia@correo.mx',
          frequency: 'una_vez_al_dia',
          privacy: true,
          client: { ipAddress: expect.any(String), userAgent: 'Navegador de la visitante' },
        },
      ]);
    } finally {
      leads.unsubscribe();
      visitor.close();
    }
  });

  it("says leads' own reason when it refuses the save", async () => {
    const leads = nats().serve(RpcSubjects.saveSearch, savedSearchSaveRequestSchema, async () => {
      throw new ConflictException(savedSearchMessages.tooMany);
    });
    const visitor = await atConsent('muchas.busquedas@correo.mx');
    try {
      const refused = await visitor.next(assistantMessage, visitor.say('Acepto'));
      expect(refused.content).toBe(savedSearchMessages.tooMany);
    } finally {
      leads.unsubscribe();
      visitor.close();
    }
  });
});
