import { describe, expect, it } from '@jest/globals';
import { IDENTITY_HEADER, REQUEST_ID_HEADER, type Identity } from '@prestigio/contracts';
import { signIdentity } from '@prestigio/contracts/identity-token';
import { EventEmitter } from 'node:events';
import type { IncomingMessage } from 'node:http';
import type { WebSocket } from 'ws';
import type { ChatEnv } from '../config/env.js';
import { AgentsGateway } from './agents.gateway.js';
import type { LiveBus } from './live-bus.js';
import type { LiveChatRepository } from './live-chat.repository.js';
import type { LiveChatService } from './live-chat.service.js';

const SECRET = 'test-secret';
const laura: Identity = { userId: '5875e122-a7fa-4583-aa0d-4c4848462b6d', role: 'agent', status: 'active' };

/** A socket as the gateway uses it: it records what it is sent. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  readonly sent: Array<{ type: string }> = [];
  send(data: string): void {
    this.sent.push(JSON.parse(data) as { type: string });
  }
  close(): void {
    this.readyState = 3;
  }
}

function upgrade(identity: Identity): IncomingMessage {
  const requestId = `rid-${Math.random()}`;
  return { headers: { [IDENTITY_HEADER]: signIdentity(identity, SECRET, requestId), [REQUEST_ID_HEADER]: requestId } } as unknown as IncomingMessage;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Presence as the database ends up holding it: statements on the pool's connections land in whichever order they
 * finish; here "gone" is slow (a connection being opened) and "here" quick.
 */
function presenceStore() {
  const state = new Map<string, boolean>();
  const repository = {
    async present(_replica: string, agent: { id: string }) {
      state.set(agent.id, true);
    },
    async absent(_replica: string, agentId: string) {
      await new Promise((resolve) => setTimeout(resolve, 30));
      state.set(agentId, false);
    },
  };
  return { state, repository };
}

function gatewayWith(repository: object): AgentsGateway {
  const liveChat = { advisorName: async () => 'Laura Méndez', list: async () => [], agencyOpen: () => true } as unknown as LiveChatService;
  return new AgentsGateway(liveChat, repository as LiveChatRepository, {} as LiveBus, SECRET, { CHAT_AGENT_GRACE_MS: 45_000 } as ChatEnv);
}

async function connect(gateway: AgentsGateway): Promise<FakeSocket> {
  const socket = new FakeSocket();
  gateway.handleConnection(socket as unknown as WebSocket, upgrade(laura));
  for (let tries = 0; tries < 100 && !socket.sent.some((frame) => frame.type === 'hello'); tries += 1) await settle();
  expect(socket.sent.map((frame) => frame.type)).toContain('hello');
  return socket;
}

describe('an advisor who reloads the inbox', () => {
  it('stays on duty: the old socket\'s "gone" never lands after the new one\'s "here"', async () => {
    const { state, repository } = presenceStore();
    const gateway = gatewayWith(repository);
    const before = await connect(gateway);
    gateway.handleDisconnect(before as unknown as WebSocket);
    await connect(gateway);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(state.get(laura.userId)).toBe(true);
  });

  it('is gone once the last socket closes', async () => {
    const { state, repository } = presenceStore();
    const gateway = gatewayWith(repository);
    const only = await connect(gateway);
    gateway.handleDisconnect(only as unknown as WebSocket);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(state.get(laura.userId)).toBe(false);
  });
});
