import type { AgentServerFrame, LiveChatConversation, LiveChatMessage } from '@prestigio/contracts';
import { ws, type WebSocketHandlerConnection } from 'msw';
import { server } from './server';

/** The agents' socket, `ws://<page host>/ws/agents` (docs/live-chat.md). */
const agentsLink = ws.link(/^ws:\/\/localhost:3000\/ws\/agents$/);

type Client = WebSocketHandlerConnection['client'];

export const AN_AGENT = { id: '0b7f3c1e-5a43-4c55-9d3b-6f1d2a9e8c01', name: 'Lucía Fernández', portraitUrl: null, role: 'agent' as const };

/** A conversation as the inbox lists it; override what a test is about. */
export function aConversation(overrides: Partial<LiveChatConversation> = {}): LiveChatConversation {
  return {
    id: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
    state: 'waiting',
    advisor: null,
    offeredTo: null,
    visitorName: 'Ana Ruiz',
    clientLeadId: null,
    clientAgentId: null,
    criteria: {},
    lastActivityAt: '2026-11-27T16:00:00.000Z',
    waitingSince: null,
    preview: 'Quiero hablar con un asesor',
    unread: 0,
    ...overrides,
  };
}

/** One transcript entry; override what a test is about. */
export function aLiveMessage(overrides: Partial<LiveChatMessage> = {}): LiveChatMessage {
  return {
    id: crypto.randomUUID(),
    seq: 1,
    at: '2026-11-27T16:00:00.000Z',
    author: 'visitor',
    advisor: null,
    text: 'Hola',
    properties: [],
    ...overrides,
  };
}

/**
 * A fake chat service on the agents' socket for one test (MSW's WebSocket interception). Each connection the portal
 * opens is kept in `connections`; `received` holds every frame the portal sent, parsed, across connections.
 */
export function fakeAgentsService() {
  const received: Record<string, unknown>[] = [];
  const connections: Client[] = [];
  const waiters: (() => void)[] = [];
  server.use(
    agentsLink.addEventListener('connection', ({ client }) => {
      connections.push(client);
      client.addEventListener('message', (event) => received.push(JSON.parse(String(event.data)) as Record<string, unknown>));
      waiters.splice(0).forEach((wake) => wake());
    }),
  );
  /** The `count`-th connection (1 = the first), once the portal has opened it. */
  const connection = async (count = 1): Promise<Client> => {
    while (connections.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
    return connections[count - 1]!;
  };
  /** Sends frames on the latest connection. */
  const send = async (...frames: AgentServerFrame[]) => {
    const client = connections.at(-1) ?? (await connection());
    for (const frame of frames) client.send(JSON.stringify(frame));
  };
  const hello = (conversations: LiveChatConversation[] = [], agent = AN_AGENT) =>
    send({ type: 'hello', agent, agencyOpen: true, conversations });
  const sentOf = (type: string) => received.filter((frame) => frame.type === type);
  return { received, connections, connection, send, hello, sentOf };
}
