// Property-based fuzzing of the gateway's own layer, in front of fake services that echo what reaches them: hostile
// paths, queries, cookies and bodies on the public writes are forwarded (2xx from the fake) or refused by the gateway
// itself with a Spanish 4xx in the error shape, never a 5xx, and the gateway keeps serving. The seed is fixed
// (FUZZ_SEED).
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { expectAcceptableAnswer, fuzz, hostileBodies, hostilePathSegment, hostileQuery, sendRaw } from '@prestigio/testing/hostile-input';
import fc from 'fast-check';
import { startFakeUpstream, type FakeUpstream } from './support/fake-upstream.js';
import { startTestGateway, type RunningGateway } from './support/gateway-harness.js';

const upstreams: FakeUpstream[] = [];
let running: RunningGateway;

beforeAll(async () => {
  const byName: Record<string, string[]> = {};
  for (const name of ['auth', 'properties', 'leads', 'scheduling', 'chat']) {
    const upstream = await startFakeUpstream(name);
    upstreams.push(upstream);
    byName[name] = [upstream.url];
  }
  running = await startTestGateway({ upstreams: byName, bodyLimitBytes: 1024 * 1024 });
});
afterAll(async () => {
  await running?.gateway.close();
  for (const upstream of upstreams) await upstream.stop();
});

/** The gateway's answer, checked unless the fake service answered (it echoes the request, which is not its data). */
async function expectGatewayAnswer(method: string, path: string, body?: string, headers: Record<string, string> = {}): Promise<void> {
  const answer = await sendRaw(running.baseUrl, method, path, headers, body);
  const fromTheService = answer.status === 200 && typeof answer.body === 'object' && answer.body !== null && 'upstream' in answer.body;
  if (!fromTheService) expectAcceptableAnswer(answer, `${method} ${path} ${body ?? ''}`);
}
const publicWrites = ['/api/login', '/api/register', '/api/leads', '/api/newsletter', '/api/properties/search', '/api/schedule-video-call'];

describe('the gateway', () => {
  it('answers any path and query under /api with the service\'s answer or a Spanish 4xx', async () => {
    const prefixes = ['/api/properties/', '/api/leads/', '/api/video-calls/manage/', '/api/users/', '/api/', '/api/activities/'];
    await fuzz(fc.tuple(fc.constantFrom(...prefixes), hostilePathSegment, hostileQuery(['q', 'text', 'page'])), async ([prefix, segment, query]) => {
      await expectGatewayAnswer('GET', `${prefix}${segment}${query}`);
      await expectGatewayAnswer('DELETE', `${prefix}${segment}`);
    });
  });

  it('answers any body on a public write, and any session cookie, with the service\'s answer or a Spanish 4xx', async () => {
    await fuzz(fc.tuple(fc.constantFrom(...publicWrites), hostileBodies({ name: 'Ana Ruiz', email: 'ana@correo.mx', privacy: true }, { textFields: ['name'] })), async ([path, body]) => {
      await expectGatewayAnswer('POST', path, body);
    });
    await fuzz(hostilePathSegment, async (cookie) => {
      await expectGatewayAnswer('GET', '/api/user', undefined, { cookie: `sid=${cookie}` });
    });
  });
});
