import type { INestApplication } from '@nestjs/common';
import { WsAdapter } from '@nestjs/platform-ws';
import type { EventEmitter } from 'node:events';

/**
 * The chat protocol's frames are JSON objects discriminated by `type` (`{"type":"ping"}`), not Nest's default
 * `{event, data}`: the frame's type selects the @SubscribeMessage handler, which receives the whole frame.
 * Anything that is not such a frame is ignored.
 */
export function parseTypedFrame(raw: unknown): { event: string; data: unknown } | undefined {
  try {
    const frame: unknown = JSON.parse(String(raw));
    if (typeof frame !== 'object' || frame === null) return undefined;
    const { type } = frame as { type?: unknown };
    return typeof type === 'string' ? { event: type, data: frame } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Nest's adapter builds an RxJS pipeline on every socket for its @SubscribeMessage handlers; the chat gateway reads
 * its frames itself (ordering, rate limits, resume), so with no handler there is nothing to bind: a few kilobytes
 * saved on each of 10,000 idle sockets.
 */
export class ChatWsAdapter extends WsAdapter {
  override bindMessageHandlers(...args: Parameters<WsAdapter['bindMessageHandlers']>): ReturnType<WsAdapter['bindMessageHandlers']> {
    const [, handlers] = args;
    if (handlers.length === 0) return;
    return super.bindMessageHandlers(...args);
  }

  /**
   * A client's own protocol error (a frame past 16 KB, bad framing) closes that socket and is logged at debug: at
   * Nest's error level any visitor could fill the log at will. The server's own errors stay errors.
   */
  override bindErrorHandler(server: EventEmitter): EventEmitter {
    server.on('connection', (socket: EventEmitter) => socket.on('error', (error: Error) => this.logger.debug?.(`client socket error: ${error.message}`)));
    server.on('error', (error: Error) => this.logger.error(error));
    return server;
  }
}

/** Serves the WebSocket gateways on the HTTP server's own port (the gateway proxies `/ws` upgrades to it). */
export function useChatWebSocketAdapter(app: INestApplication): void {
  app.useWebSocketAdapter(new ChatWsAdapter(app, { messageParser: parseTypedFrame }));
}
