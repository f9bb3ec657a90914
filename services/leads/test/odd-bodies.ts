import { expect } from '@jest/globals';
import type request from 'supertest';

type TestAgent = ReturnType<typeof request>;

/** Raw JSON texts a public form must answer with a 4xx: wrong shapes, wrong types, broken or hostile JSON. */
export const oddJsonBodies: string[] = [
  '[]',
  '[{"name":"Ana"}]',
  'null',
  '"texto"',
  '42',
  'true',
  '{',
  '{"name":',
  '{}',
  '{"name":null,"phone":null,"email":null,"privacy":null,"website":null,"elapsedMs":null}',
  '{"name":{"$gt":""},"phone":["5512345678"],"email":{"toString":"x"},"privacy":1,"interest":7,"message":[]}',
  '{"email":"a@b.mx","email":"otra"}',
  `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
  JSON.stringify({ text: 'x'.repeat(2_000_000) }),
];

/** Sends every body (and a few that are not JSON) and expects a 4xx in the error shape each time, never a 5xx. */
export async function expectNeverAServerError(api: () => TestAgent, path: string, jsonBodies: string[]): Promise<void> {
  const sends = [
    ...jsonBodies.map((body) => ({ type: 'application/json', body })),
    { type: 'text/plain', body: 'name=Ana&privacy=true' },
    // Form fields arrive as strings, so the privacy checkbox can never be `true` and an address is missing.
    { type: 'application/x-www-form-urlencoded', body: 'name=Ana&phone=5512345678&privacy=true' },
    { type: 'application/json; charset=latin1', body: '{"name":"Ana"}' },
  ];
  const unexpected: string[] = [];
  for (const { type, body } of sends) {
    const response = await api().post(path).set('content-type', type).send(body);
    const inErrorShape = response.body?.statusCode === response.status && typeof response.body?.message === 'string';
    if (response.status < 400 || response.status >= 500 || !inErrorShape) {
      unexpected.push(`${type} ${body.slice(0, 60)} -> ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`);
    }
  }
  expect(unexpected).toEqual([]);
}
