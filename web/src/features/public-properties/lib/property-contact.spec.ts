import { describe, expect, it } from '@jest/globals';
import { propertyContact } from './property-contact';

const listing = { title: 'Casa en Chapalita', reference: 'PRE-000042' };
const url = 'https://prestigio.mx/propiedades/casa-en-chapalita';

describe('listing contact', () => {
  it("calls and writes to the agent's phone, with the listing's title, reference and address in the message", () => {
    const contact = propertyContact({ ...listing, agent: { id: 'a', fullName: 'María García', phone: '525552801511' } }, url);
    expect(contact).toEqual({
      agentName: 'María García',
      phoneDisplay: '55 5280 1511',
      telHref: 'tel:+525552801511',
      whatsappHref: `https://wa.me/525552801511?text=${encodeURIComponent(`Hola, me interesa la propiedad «Casa en Chapalita» (Ref. PRE-000042): ${url}`)}`,
    });
  });

  it("falls back to the agency's number when the agent gave none, or there is no agent", () => {
    expect(propertyContact({ ...listing, agent: { id: 'a', fullName: 'Ana', phone: null } }, url).telHref).toBe('tel:+525552801500');
    const noAgent = propertyContact({ ...listing, agent: null }, url);
    expect(noAgent.agentName).toBeNull();
    expect(noAgent.whatsappHref.startsWith('https://wa.me/525552801500?text=')).toBe(true);
  });
});
