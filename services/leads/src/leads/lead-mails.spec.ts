import { describe, expect, it } from '@jest/globals';
import type { ActiveAgent } from '@prestigio/contracts';
import type { MailQueue, OutgoingMail } from '@prestigio/nest-common';
import type { EntityManager } from 'typeorm';
import type { LeadsEnv } from '../config/env.js';
import { LeadMails } from './lead-mails.js';

/** Keeps what would be queued. */
function capturingMails() {
  const queued: OutgoingMail[] = [];
  const queue = { enqueue: async (_manager: EntityManager, mail: OutgoingMail) => void queued.push(mail) } as unknown as MailQueue;
  return { mails: new LeadMails(queue, { PUBLIC_SITE_URL: 'https://prestigio.test' } as LeadsEnv), queued };
}

const agent: ActiveAgent = { id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', fullName: 'Luis\r\nOrtega', username: 'lortega', email: 'luis@prestigio.mx', role: 'agent' };

describe('LeadMails.leadAssigned', () => {
  it('puts the names on one bounded line: "Ana\\r\\nBcc: x@y.z" adds no header and no line', async () => {
    const { mails, queued } = capturingMails();
    const name = `Ana\r\nBcc: x@y.z\u0000\u2028Pérez${' Núñez'.repeat(40)}`;
    await mails.leadAssigned({} as EntityManager, agent, '5f1e0c7a-2b3d-4e5f-8a9b-0c1d2e3f4a5b', { source: 'sitio_web', name, email: 'ana@correo.mx', phone: null, interest: null });
    const [mail] = queued;
    expect(mail!.subject).toMatch(/^Nuevo cliente asignado: Ana Bcc: x@y\.z Pérez Núñez/);
    for (const character of ['\r', '\n', '\u0000', '\u2028']) expect(mail!.subject).not.toContain(character);
    expect(mail!.subject.length).toBeLessThanOrEqual('Nuevo cliente asignado: '.length + 100);
    const lines = mail!.text.split('\n');
    expect(lines[0]).toBe('Hola Luis Ortega:');
    expect(lines.filter((line) => /^\s*Bcc:/i.test(line))).toEqual([]);
    expect(lines).toContain(`Nombre: ${mail!.subject.slice('Nuevo cliente asignado: '.length)}`);
  });
});
