import { describe, expect, it } from '@jest/globals';
import type { ActiveAgent, PropertySummary } from '@prestigio/contracts';
import { selectionMail } from './selection-mail.js';

const agent: ActiveAgent = { id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', fullName: 'Luis\r\nOrtega', username: 'lortega', email: 'luis@prestigio.mx', role: 'agent' };
const listing = (mainImage: string | null) => ({ id: 'x', slug: 'casa', title: 'Casa', location: 'Coyoacán', price: 9_000_000, operationType: 'comprar', mainImage }) as PropertySummary;

describe('selectionMail', () => {
  it('keeps the sender on one line and shows no phone the agent never gave', () => {
    const mail = selectionMail({ clientName: null, properties: [listing(null)], message: undefined, site: 'https://prestigio.test' }, agent, 'ana@correo.mx');
    expect(mail.senderName).toBe('Luis Ortega · Prestigio');
    expect(mail.subject).toBe('Luis Ortega le comparte una propiedad — Prestigio');
    expect(mail.text).not.toContain('Tel.');
    expect(mail.html).not.toContain('tel:');
    expect(mail.html).not.toContain('<img');
  });

  it('shows only http(s) photos: a javascript: or data: address is no image at all', () => {
    for (const address of ['javascript:alert(1)', 'data:image/png;base64,AAAA']) {
      const mail = selectionMail({ clientName: 'Ana', properties: [listing(address)], message: undefined, site: 'https://prestigio.test' }, agent, 'ana@correo.mx');
      expect(mail.html).not.toContain('<img');
      expect(mail.html).not.toContain(address.split(':')[0] + ':');
    }
  });
});
