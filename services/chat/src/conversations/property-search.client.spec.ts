import { describe, expect, it } from '@jest/globals';
import { defaultSearchCriteria, type SearchResponse } from '@prestigio/contracts';
import type { NatsService } from '@prestigio/nest-common';
import { PropertySearchClient } from './property-search.client.js';

/** A catalogue whose answers the test releases by hand, counting the requests it receives. */
function fakeCatalogue() {
  const pending: Array<{ resolve: (response: SearchResponse) => void; reject: (error: Error) => void }> = [];
  const nats = {
    request: () => new Promise<SearchResponse>((resolve, reject) => pending.push({ resolve, reject })),
  } as unknown as NatsService;
  return { client: new PropertySearchClient(nats), pending };
}

const answer = { count: 3 } as unknown as SearchResponse;

describe('PropertySearchClient', () => {
  it('asks the catalogue once for visitors asking the same thing at once, then reuses the answer', async () => {
    const { client, pending } = fakeCatalogue();
    const criteria = { ...defaultSearchCriteria, state: 'Jalisco' as const };
    const together = [client.search(criteria), client.search({ ...criteria })];
    expect(pending).toHaveLength(1);
    pending[0]!.resolve(answer);
    expect(await Promise.all(together)).toEqual([answer, answer]);
    expect(await client.search(criteria)).toBe(answer);
    expect(pending).toHaveLength(1);
  });

  it('never reuses a failure', async () => {
    const { client, pending } = fakeCatalogue();
    const first = client.search(defaultSearchCriteria);
    pending[0]!.reject(new Error('Servicio no disponible temporalmente'));
    await expect(first).rejects.toThrow('Servicio no disponible temporalmente');
    const second = client.search(defaultSearchCriteria);
    expect(pending).toHaveLength(2);
    pending[1]!.resolve(answer);
    expect(await second).toBe(answer);
  });
});
