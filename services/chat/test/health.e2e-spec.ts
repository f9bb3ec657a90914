import { expect, it } from '@jest/globals';
import { describeServiceSkeleton } from '@prestigio/testing/service-e2e';
import { WebSocket } from 'ws';
import { AppModule } from '../src/app.module.js';
import { envSchema } from '../src/config/env.js';
import { useChatWebSocketAdapter } from '../src/realtime/frame-adapter.js';

/** Collects the frames a socket receives; `next(type)` waits for the next one of that type. */
function frames(socket: WebSocket) {
  const received: Array<{ type: string; code?: string }> = [];
  socket.on('message', (data) => received.push(JSON.parse(String(data))));
  return async (type: string, from = 0) => {
    for (let waited = 0; waited < 5_000; waited += 20) {
      const found = received.slice(from).find((frame) => frame.type === type);
      if (found) return { frame: found, count: received.length };
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no ${type} frame; got ${received.map((frame) => frame.type).join(', ')}`);
  };
}

describeServiceSkeleton({
  name: 'chat',
  appModule: AppModule,
  envSchema,
  schema: 'chat',
  configureApp: useChatWebSocketAdapter,
  moreTests: (service) => {
    it('welcomes a visitor on /ws, answers ping with pong, and unknown or malformed frames with an error notice', async () => {
      const socket = new WebSocket(`${service().baseUrl.replace('http', 'ws')}/ws`);
      try {
        const next = frames(socket);
        await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
        const welcome = await next('welcome');
        socket.send('not json');
        const malformed = await next('error', welcome.count);
        expect(malformed.frame.code).toBe('invalid_frame');
        socket.send(JSON.stringify({ type: 'unknown' }));
        const unknown = await next('error', malformed.count);
        expect(unknown.frame.code).toBe('invalid_frame');
        socket.send(JSON.stringify({ type: 'ping' }));
        await next('pong', unknown.count);
      } finally {
        socket.close();
      }
    });
  },
});
