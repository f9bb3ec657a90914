// A selection sent by e-mail, as the client receives it over SMTP (issue 25): from the agent (their name on the
// agency's address, Reply-To their mailbox, name and phone in the signature), an HTML part with each listing's photo,
// price, place and link and a plain-text alternative saying the same, with every typed value escaped.
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { RpcSubjects, activeAgentsRequestSchema, propertySummariesRequestSchema, type ActiveAgent } from '@prestigio/contracts';
import { NatsService } from '@prestigio/nest-common';
import { eventually, startTestService, startTestSmtpServer, type TestService, type TestSmtpServer } from '@prestigio/testing';
import request from 'supertest';
import { AppModule } from '../src/app.module.js';
import { envSchema, type LeadsEnv } from '../src/config/env.js';
import { propertySummary as listing } from './support/property-summary.js';
import { portalPeople, identityHeaders } from './support/portal-people.js';

const { agentA, agentB, admin } = portalPeople();
const sender: ActiveAgent = { ...agentA, fullName: 'Andrea Solís', phone: '525512345678' };

// One photo on an outside host (often blocked by mail clients), one uploaded (site-relative), one listing without.
const lakeHouse = listing({ title: 'Casa en Juriquilla con vista al lago', slug: 'casa-juriquilla-lago', price: 8_500_000, mainImage: 'https://images.example.com/lago.jpg' });
const hostileTitle = 'Depa "Polanco" <b>&</b> terraza';
const flat = listing({ title: hostileTitle, slug: 'depa-polanco', price: 45_000, operationType: 'rentar', location: 'Polanco, Ciudad de México', mainImage: '/api/properties/photos/abc/card.webp' });
const loft = listing({ title: 'Loft en Santa Fe', slug: 'loft-santa-fe', price: 5_250_000, location: 'Santa Fe, Ciudad de México' });

let service: TestService<LeadsEnv>;
let smtp: TestSmtpServer;
const api = () => request(service.baseUrl);
const headers = (person: ActiveAgent) => identityHeaders(person, service.env.IDENTITY_SECRET);

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  service = await startTestService(AppModule, {
    name: 'leads',
    envSchema,
    env: { SMTP_URL: smtp.url, MAIL_POLL_INTERVAL_MS: '100', MAIL_RETRY_BASE_MS: '200', MAIL_FROM: 'Prestigio Inmobiliaria <citas@prestigio.test>', PUBLIC_SITE_URL: 'https://prestigio.test' },
  });
  const nats = service.app.get(NatsService);
  nats.serve(RpcSubjects.activeAgents, activeAgentsRequestSchema, async () => ({ agents: [sender, admin, agentB] }));
  nats.serve(RpcSubjects.propertySummaries, propertySummariesRequestSchema, async ({ ids }) => ({
    properties: ids.map((id) => [lakeHouse, flat, loft].find((property) => property.id === id)).filter((property) => property !== undefined),
  }));
});
afterAll(async () => {
  await service?.stop();
  await smtp?.stop();
});

it('reaches the client from the agent, with each listing’s photo, price and link, and a hostile name escaped', async () => {
  const hostileName = '<script>alert("x")</script> Ana & Cía';
  const created = await api().post('/api/leads/manual').set(headers(sender)).send({ name: hostileName, email: 'ana.cliente@correo.mx', phone: '55 7000 1111' }).expect(201);
  const message = 'Mire estas <i>opciones</i> & dígame';
  await api()
    .post(`/api/leads/${created.body.id}/selections`)
    .set(headers(sender))
    .send({ propertyIds: [lakeHouse.id, flat.id, loft.id], channel: 'email', message })
    .expect(201);

  const mail = await eventually(() => {
    const received = smtp.messages.find((parsed) => parsed.to && !Array.isArray(parsed.to) && parsed.to.text === 'ana.cliente@correo.mx');
    if (!received) throw new Error('The selection has not arrived yet');
    return received;
  }, 15_000);
  // From the agent by name, on the agency's address (its domain signs the mail); answers go to the agent.
  expect(mail.from?.value).toEqual([{ name: 'Andrea Solís · Prestigio', address: 'citas@prestigio.test' }]);
  expect(mail.replyTo?.value).toEqual([{ name: '', address: agentA.email }]);
  expect(mail.subject).toBe('Andrea Solís le comparte 3 propiedades — Prestigio');

  const html = mail.html as string;
  const text = mail.text!;
  for (const part of [html, text]) {
    expect(part).toContain('Andrea Solís');
    expect(part).toContain('55 1234 5678');
    expect(part).toContain('$8,500,000');
    expect(part).toContain('$45,000/mes');
    expect(part).toContain('$5,250,000');
    expect(part).toContain('Polanco, Ciudad de México');
  }
  for (const property of [lakeHouse, flat, loft]) {
    expect(html).toContain(`href="https://prestigio.test/propiedades/${property.slug}"`);
    expect(text).toContain(`https://prestigio.test/propiedades/${property.slug}`);
  }
  // Photos: the outside one as given, the upload made absolute, each with an alt text; none for the loft.
  const images = [...html.matchAll(/<img src="([^"]+)" alt="([^"]+)"/g)].map(([, src, alt]) => ({ src, alt }));
  expect(images).toEqual([
    { src: 'https://images.example.com/lago.jpg', alt: 'Foto: Casa en Juriquilla con vista al lago' },
    { src: 'https://prestigio.test/api/properties/photos/abc/card.webp', alt: 'Foto: Depa &quot;Polanco&quot; &lt;b&gt;&amp;&lt;/b&gt; terraza' },
  ]);
  expect(html).toContain('href="tel:+525512345678"');
  // Whatever a person typed is text in the HTML, never markup.
  expect(html).not.toContain('<script');
  expect(html).not.toContain('<b>&</b>');
  expect(html).not.toContain('<i>opciones</i>');
  expect(html).toContain('Hola &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;:');
  expect(html).toContain('Mire estas &lt;i&gt;opciones&lt;/i&gt; &amp; dígame');
  expect(html).toContain('Depa &quot;Polanco&quot; &lt;b&gt;&amp;&lt;/b&gt; terraza');
  expect(text).toContain(`• ${hostileTitle} (Polanco, Ciudad de México): $45,000/mes`);
});
