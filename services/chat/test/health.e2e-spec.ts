import { expect, it } from '@jest/globals';
import { describeServiceSkeleton } from '@prestigio/testing/service-e2e';
import { WebSocket } from 'ws';
import { AppModule } from '../src/app.module.js';
import { envSchema } from '../src/config/env.js';
import { useChatWebSocketAdapter } from '../src/realtime/frame-adapter.js';

function nextFrame(socket: WebSocket): Promise<unknown> {
  return new Promise((resolve, reject) => {
    socket.once('message', (data) => resolve(JSON.parse(String(data))));
    socket.once('error', reject);
  });
}

describeServiceSkeleton({
  name: 'chat',
  appModule: AppModule,
  envSchema,
  schema: 'chat',
  configureApp: useChatWebSocketAdapter,
  moreTests: (service) => {
    it('answers a {"type":"ping"} frame on /ws with {"type":"pong"}, ignoring frames it does not know', async () => {
      const socket = new WebSocket(`${service().baseUrl.replace('http', 'ws')}/ws`);
      try {
        await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
        socket.send('not json');
        socket.send(JSON.stringify({ type: 'unknown' }));
        const reply = nextFrame(socket);
        socket.send(JSON.stringify({ type: 'ping' }));
        expect(await reply).toEqual({ type: 'pong' });
      } finally {
        socket.close();
      }
    });
  },
});
