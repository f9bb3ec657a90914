// Nothing lost, nothing twice: 1,000 contact requests while the NATS server is killed and started again, and the
// leads service itself is killed mid-run. Every request a visitor saw accepted (after retrying, as a visitor would)
// is one lead in the database, and each lead's `leads.lead.created` event reaches JetStream exactly once.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventStreamName, eventSubject, EventSubjects } from '@prestigio/contracts';
import { eventually, freePort, startServiceProcess, type ServiceProcess } from '@prestigio/testing';
import { connect } from 'nats';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ensureNats } from '@prestigio/launcher';

const LEADS = 1_000;
const CONCURRENCY = 10;


function contactForm(n: number) {
  return {
    name: `Visitante Prueba ${n}`,
    phone: `55 7${String(n).padStart(7, '0')}`,
    email: `visitante${n}@correo.mx`,
    interest: 'compra',
    message: 'Me interesa una casa en Querétaro.',
    privacy: true,
    website: '',
    elapsedMs: 12_000,
  };
}

describe('lead intake through NATS and service crashes', () => {
  const natsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'faults-nats-'));
  let natsUrl: string;
  let nats: Awaited<ReturnType<typeof ensureNats>> | undefined;
  let service: ServiceProcess | undefined;

  beforeAll(async () => {
    natsUrl = `nats://127.0.0.1:${await freePort()}`;
    nats = await ensureNats(natsUrl, { dataDir: natsDir, output: null });
    service = await startServiceProcess('leads', { NATS_URL: natsUrl });
  }, 120_000);

  afterAll(async () => {
    await service?.stop();
    await nats?.stop();
    fs.rmSync(natsDir, { recursive: true, force: true });
  });

  /** Sends one contact request until it is accepted, as a visitor pressing "Enviar" again would. */
  async function submitUntilAccepted(n: number): Promise<void> {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const status = await fetch(`${service!.baseUrl}/api/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(contactForm(n)),
        signal: AbortSignal.timeout(10_000),
      }).then(
        (response) => response.status,
        () => 0,
      );
      if (status >= 200 && status < 300) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`contact request ${n} was never accepted`);
  }

  it('stores every accepted lead once and publishes its creation once', async () => {
    let next = 0;
    const faults = new Map<number, () => Promise<void>>([
      [300, async () => nats!.stop()],
      [450, async () => void (nats = await ensureNats(natsUrl, { dataDir: natsDir, output: null }))],
      [700, async () => service!.restart()],
    ]);
    const worker = async () => {
      while (next < LEADS) {
        const n = next;
        next += 1;
        const fault = faults.get(n);
        if (fault) {
          faults.delete(n);
          await fault();
        }
        await submitUntilAccepted(n);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));

    const database = new pg.Client({ connectionString: service!.database.url });
    await database.connect();
    try {
      const leads = await database.query<{ total: string; people: string }>(
        "SELECT count(*) AS total, count(DISTINCT email) AS people FROM crm.leads WHERE email LIKE 'visitante%@correo.mx'",
      );
      expect(Number(leads.rows[0]!.total)).toBe(LEADS);
      expect(Number(leads.rows[0]!.people)).toBe(LEADS);
    } finally {
      await database.end();
    }

    const connection = await connect({ servers: natsUrl });
    try {
      const manager = await connection.jetstreamManager();
      const created = eventSubject(service!.namespace.namespace, EventSubjects.leadCreated);
      await eventually(async () => {
        const info = await manager.streams.info(eventStreamName(service!.namespace.namespace), { subjects_filter: created });
        expect(info.state.subjects?.[created]).toBe(LEADS);
      }, 60_000);
    } finally {
      await connection.close();
    }
  }, 300_000);
});
