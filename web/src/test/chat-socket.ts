import type { ChatServerFrame } from '@prestigio/contracts';
import { ws, type WebSocketHandlerConnection } from 'msw';
import { server } from './server';

/** The chat's socket, `ws://<page host>/ws` (spec §7), whatever its resume query. */
const chatLink = ws.link(/^ws:\/\/localhost:3000\/ws(\?.*)?$/);

type FrameOf<T extends ChatServerFrame['type']> = Extract<ChatServerFrame, { type: T }>;
type FrameFields<T extends ChatServerFrame['type']> = Omit<FrameOf<T>, 'type' | 'id' | 'timestamp' | 'sender' | 'content' | 'message'> &
  Partial<Pick<FrameOf<T>, 'content' | 'sender'>>;

/** A server frame as the chat service sends it: an id, a timestamp, the agent as sender, the text under both names. */
export function chatFrame<T extends ChatServerFrame['type']>(type: T, fields: FrameFields<T>): string {
  const content = fields.content ?? '';
  return JSON.stringify({
    id: crypto.randomUUID(),
    timestamp: new Date().toISOString(),
    sender: 'agent',
    ...fields,
    type,
    content,
    message: content,
  });
}

/**
 * A fake chat service for one test (MSW's WebSocket interception): `connected` resolves with the visitor's connection
 * once the widget opens its socket; `received` holds every frame the widget sent, parsed. With `unreachable`, every
 * connection fails as a refused one does in the browser: an `error` event, then a close.
 */
export function fakeChatService({ unreachable = false }: { unreachable?: boolean } = {}) {
  const received: Record<string, unknown>[] = [];
  let connection: WebSocketHandlerConnection['client'] | undefined;
  const connected = new Promise<WebSocketHandlerConnection['client']>((resolve) => {
    server.use(
      chatLink.addEventListener('connection', ({ client }) => {
        // MSW turns an exception here into the socket's error event and a 1011 close (and logs it).
        if (unreachable) throw new Error('El servicio de chat no responde (simulado)');
        connection = client;
        client.addEventListener('message', (event) => received.push(JSON.parse(String(event.data)) as Record<string, unknown>));
        resolve(client);
      }),
    );
  });
  /** Sends frames to the visitor (after the connection is up). */
  const send = async (...frames: string[]) => {
    const client = connection ?? (await connected);
    for (const frame of frames) client.send(frame);
  };
  /** What the service sends first: the conversation's welcome, which makes the chat ready. */
  const welcome = (content = 'Hola, soy el asistente de Prestigio. ¿Qué propiedad busca?') =>
    send(chatFrame('welcome', { clientId: crypto.randomUUID(), resumeToken: 'token', resumed: false, content }));
  return { connected, received, send, welcome };
}
