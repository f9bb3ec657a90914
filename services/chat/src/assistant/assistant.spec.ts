import { describe, expect, it } from '@jest/globals';
import { readyToOffer, type ConversationState } from '../conversations/conversation-state.js';
import { CALL_QUICK_REPLIES, isEnglish, refine, respond, type AssistantTurn } from './assistant.js';

// Within office hours (a Tuesday, 11:00 in Mexico City), so no after-hours note gets in the way.
const now = new Date('2026-07-14T17:00:00Z');
const say = (state: ConversationState, text: string) => respond(state, { kind: 'message', text }, now);
const give = (state: ConversationState, field: 'name' | 'email' | 'phone', value: string) => respond(state, { kind: 'info', field, value }, now);
const kinds = (turn: AssistantTurn) => turn.steps.map((step) => step.kind);

/** A visitor who asked for an advisor and left a name and the given contact. */
function withContact(field: 'email' | 'phone', value: string): AssistantTurn {
  const asked = say({}, 'quiero hablar con un asesor');
  const named = give(asked.state, 'name', 'Patricia Nava');
  return give(named.state, field, value);
}

describe('the video-call offer answers a wish', () => {
  it('asks whether the visitor wants the call, with quick replies, and offers nothing before an answer', () => {
    const turn = withContact('email', 'patricia@correo.mx');
    expect(kinds(turn)).toEqual(['received', 'contactComplete']);
    expect(turn.steps[0]).toMatchObject({ kind: 'received', quickReplies: CALL_QUICK_REPLIES });
    expect(turn.steps[0]).toHaveProperty('text', expect.stringContaining('¿le gustaría agendar una videollamada?'));
    expect(readyToOffer(turn.state)).toBe(false);
  });

  it.each(['Sí, agendar', 'sí', 'si claro', 'Claro que sí'])('offers the call when the visitor answers "%s"', (answer) => {
    const turn = say(withContact('email', 'patricia@correo.mx').state, answer);
    expect(kinds(turn)).toEqual(['offerCall']);
    expect(readyToOffer(turn.state)).toBe(true);
  });

  it('takes "Ahora no" as an answer, and "sí, quiero agendar" later brings the offer again (no dead end)', () => {
    const declined = say(withContact('email', 'patricia@correo.mx').state, 'Ahora no');
    expect(declined.steps).toEqual([{ kind: 'say', text: expect.stringContaining('agendar videollamada') }]);
    expect(kinds(say(declined.state, 'sí, quiero agendar'))).toEqual(['offerCall']);
    // And again after the dialog was cancelled: the widget's "Agendar videollamada" action sends the same words.
    const offered = say(declined.state, 'sí, quiero agendar');
    expect(kinds(say(offered.state, 'Sí, quiero agendar una videollamada'))).toEqual(['offerCall']);
  });

  it('asks a WhatsApp visitor for an e-mail before the offer, and hands the e-mail to the CRM', () => {
    const contact = withContact('phone', '55 1234 5678');
    const yes = say(contact.state, 'Sí, agendar');
    expect(yes.steps).toEqual([{ kind: 'ask', field: 'email', text: expect.stringContaining('datos de conexión') }]);
    expect(readyToOffer(yes.state)).toBe(false);
    const email = give(yes.state, 'email', 'patricia@correo.mx');
    expect(kinds(email)).toEqual(['received', 'contactComplete']);
    expect(readyToOffer(email.state)).toBe(true);
    expect(email.state).toMatchObject({ email: 'patricia@correo.mx', phone: '55 1234 5678' });
  });

  it('lets a WhatsApp visitor without e-mail decline it and still be contacted', () => {
    const yes = say(withContact('phone', '55 1234 5678').state, 'sí');
    const none = say(yes.state, 'no tengo correo');
    expect(none.steps).toEqual([{ kind: 'say', text: expect.stringContaining('WhatsApp') }]);
    expect(none.state.awaiting).toBeUndefined();
  });

  it('remembers a wish stated before the contact: no question, the offer follows the CRM', () => {
    const asked = say({}, 'quiero agendar una videollamada');
    expect(kinds(asked)).toEqual(['ask']);
    const named = give(asked.state, 'name', 'Ramón Ortega');
    const phone = give(named.state, 'phone', '55 4433 2211');
    // No e-mail yet: asked for before the contact goes to the CRM.
    expect(phone.steps.at(-1)).toMatchObject({ kind: 'ask', field: 'email' });
    const email = give(phone.state, 'email', 'ramon@correo.mx');
    expect(kinds(email)).toEqual(['received', 'contactComplete']);
    expect(email.steps[0]).not.toHaveProperty('quickReplies');
    expect(readyToOffer(email.state)).toBe(true);
  });
});

describe('after the booking', () => {
  const booked = 'Tu videollamada quedó agendada para el martes, 21 de julio de 2026 a las 10:00 (hora del centro de México). Recibirás un correo electrónico con los detalles de conexión.';

  it('says the date and time in Mexico City and gives the join and manage links', () => {
    const turn = respond(
      { contactSent: true, callWanted: true },
      { kind: 'message', text: booked, videoCall: { scheduledAt: '2026-07-21T16:00:00.000Z', meetingUrl: 'https://meet.jit.si/Prestigio1', managePath: '/videollamada/abc' } },
      now,
    );
    expect(turn.steps).toEqual([
      {
        kind: 'say',
        text: expect.stringContaining('para el martes, 21 de julio de 2026 a las 10:00 (hora del centro de México)'),
        links: [
          { label: 'Entrar a la videollamada', url: 'https://meet.jit.si/Prestigio1' },
          { label: 'Cambiar la hora o cancelar', url: '/videollamada/abc' },
        ],
      },
    ]);
    expect(turn.steps[0]).not.toHaveProperty('text', expect.stringContaining('le espera en la videollamada'));
    expect(turn.state.callWanted).toBe(false);
  });

  it('repeats the date of a spec client that posts only the text', () => {
    const turn = say({ contactSent: true }, booked);
    expect(turn.steps[0]).toHaveProperty('text', expect.stringContaining('para el martes, 21 de julio de 2026 a las 10:00'));
  });
});

describe('follow-ups and languages', () => {
  it('keeps the other criteria when a follow-up changes one', () => {
    const first = say({}, 'busco casa en renta en Tulum con 3 recámaras hasta 60 mil');
    const second = say(first.state, '¿y en venta?');
    expect(second.steps).toEqual([
      { kind: 'search', criteria: { propertyType: 'casa', operationType: 'comprar', location: 'Tulum', bedrooms: 3, maxPrice: 60_000 } },
    ]);
  });

  it('drops the old state when a new place is named, and the old place when a new state is', () => {
    expect(refine({ location: 'Polanco', state: 'Ciudad de México', bedrooms: 2 }, { location: 'Tulum' })).toEqual({ location: 'Tulum', bedrooms: 2 });
    expect(refine({ location: 'Polanco', bedrooms: 2 }, { state: 'Jalisco' })).toEqual({ state: 'Jalisco', bedrooms: 2 });
  });

  it('answers an English message in English, and searches what it understood', () => {
    expect(isEnglish('hello, do you speak english?')).toBe(true);
    expect(isEnglish('hola, busco casa')).toBe(false);
    expect(say({}, 'Hello, do you speak English?').steps).toEqual([{ kind: 'say', text: expect.stringContaining('English-speaking advisor') }]);
    expect(say({}, 'I am looking for a house for rent in Tulum').steps).toEqual([
      { kind: 'search', criteria: { propertyType: 'casa', operationType: 'rentar', location: 'Tulum' }, english: true },
    ]);
  });
});
