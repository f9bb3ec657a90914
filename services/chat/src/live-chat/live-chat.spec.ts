import { describe, expect, it } from '@jest/globals';
import { isAgencyOpen, liveChatStateLabel } from '@prestigio/contracts';
import { respond } from '../assistant/assistant.js';
import { withStoredQuestion } from '../conversations/conversation-state.js';
import { frame } from '../conversations/frames.js';
import { maySee, toLiveMessage } from './live-chat.service.js';

// A Tuesday at 11:00 and at 19:00 in Mexico City (UTC−6), and a Saturday at 13:59 and 14:00.
const tuesdayMorning = new Date('2026-07-14T17:00:00Z');
const tuesdayEvening = new Date('2026-07-15T01:00:00Z');
const saturdayLastMinute = new Date('2026-07-18T19:59:00Z');
const saturdayClosing = new Date('2026-07-18T20:00:00Z');
const sunday = new Date('2026-07-19T17:00:00Z');

describe('agency hours (spec §2)', () => {
  it('are Mon–Fri 9–18 and Sat 10–14, Mexico City time', () => {
    expect([tuesdayMorning, tuesdayEvening, saturdayLastMinute, saturdayClosing, sunday].map(isAgencyOpen)).toEqual([true, false, true, false, false]);
  });

  it('name the states as the inbox shows them', () => {
    expect(liveChatStateLabel('assistant')).toBe('con el asistente');
    expect(liveChatStateLabel('waiting')).toBe('espera a un asesor');
    expect(liveChatStateLabel('agent', 'Laura Méndez')).toBe('con Laura Méndez');
    expect(liveChatStateLabel('closed')).toBe('cerrada');
  });
});

describe('the assistant hands a visitor who asks for a person to an advisor', () => {
  it.each(['quiero hablar con un asesor', 'Hablar con un asesor', '¿me comunica con una persona?', 'can I talk to a human advisor'])('"%s" within hours: handoff, and the name meanwhile', (text) => {
    const turn = respond({}, { kind: 'message', text }, tuesdayMorning, true);
    expect(turn.steps.map((step) => step.kind)).toEqual(['handoff', 'ask']);
    expect(turn.state.awaiting).toBe('name');
  });

  it('hands off a known visitor without asking anything again', () => {
    const turn = respond({ name: 'Lucía', email: 'lucia@correo.mx', contactSent: true }, { kind: 'message', text: 'quiero hablar con un asesor' }, tuesdayMorning, true);
    expect(turn.steps).toEqual([{ kind: 'handoff' }]);
  });

  it('outside hours says so and offers the video call instead (no handoff)', () => {
    const stranger = respond({}, { kind: 'message', text: 'quiero hablar con un asesor' }, tuesdayEvening, false);
    expect(stranger.steps.map((step) => step.kind)).toEqual(['say', 'ask']);
    expect(stranger.steps[0]).toMatchObject({ text: expect.stringContaining('de lunes a viernes de 9:00 a 18:00 y sábados de 10:00 a 14:00') });
    const known = respond({ name: 'Lucía', email: 'lucia@correo.mx', contactSent: true }, { kind: 'message', text: 'quiero hablar con un asesor' }, tuesdayEvening, false);
    expect(known.steps[1]).toMatchObject({ text: '¿Le gustaría agendar una videollamada?', quickReplies: ['Sí, agendar', 'Ahora no'] });
    expect(known.state.awaiting).toBe('callAnswer');
  });

  it('keeps a wish for a call a call, not a handoff', () => {
    expect(respond({}, { kind: 'message', text: 'quiero agendar una videollamada con un asesor' }, tuesdayMorning, true).steps.map((step) => step.kind)).not.toContain('handoff');
  });
});

describe('a hand back leaves no question pending (issue 26)', () => {
  it('takes the next words as a fresh message, not as the name asked before the handoff', () => {
    const handedOff = respond({}, { kind: 'message', text: 'quiero hablar con un asesor' }, tuesdayMorning, true);
    expect(handedOff.state.awaiting).toBe('name');
    const nextWords = { kind: 'message' as const, text: 'busco casa en venta en Querétaro' };
    // What happened before: the replica's state still awaited the name, so the search became the visitor's name.
    expect(respond(handedOff.state, nextWords, tuesdayMorning, true).state.name).toBe('busco casa en venta en Querétaro');

    // The advisor's take forgot the question in the store (nothing pending); the turn reads it from there.
    const afterHandBack = respond(withStoredQuestion(handedOff.state, null), nextWords, tuesdayMorning, true);
    expect(afterHandBack.state.name).toBeUndefined();
    expect(afterHandBack.steps.map((step) => step.kind)).toEqual(['search']);
    expect(afterHandBack.state.criteria).toMatchObject({ propertyType: 'casa', operationType: 'comprar' });
  });

  it('keeps a question still pending in the store (the assistant asked it while the visitor waited)', () => {
    expect(withStoredQuestion({ name: 'Lucía', awaiting: 'contact' }, 'contact')).toEqual({ name: 'Lucía', awaiting: 'contact' });
    expect(withStoredQuestion({ name: 'Lucía' }, 'email')).toEqual({ name: 'Lucía', awaiting: 'email' });
    expect(withStoredQuestion({ name: 'Lucía', awaiting: 'contact' }, null)).toEqual({ name: 'Lucía' });
  });
});

describe('who sees a conversation (as for clients)', () => {
  const owner = { userId: 'a', role: 'agent' as const };
  const other = { userId: 'b', role: 'agent' as const };
  const admin = { userId: 'c', role: 'admin' as const };
  it('lets the client\'s agent and admins see it, another agent only when unassigned or answering it', () => {
    const ownersClient = { clientAgentId: 'a', advisor: null };
    expect([owner, other, admin].map((viewer) => maySee(viewer, ownersClient))).toEqual([true, false, true]);
    expect(maySee(other, { clientAgentId: null, advisor: null })).toBe(true);
    expect(maySee(other, { clientAgentId: 'a', advisor: { id: 'b', name: 'Jorge', portraitUrl: null } })).toBe(true);
  });
});

describe('the transcript as the inbox shows it', () => {
  it('tells the visitor, the assistant, the advisor and the state lines apart, and leaves out what is not a line', () => {
    const advisor = { id: '11111111-1111-4111-8111-111111111111', name: 'Laura', portraitUrl: null };
    const lines = [
      frame({ type: 'message', sender: 'user', text: 'hola' }),
      frame({ type: 'message', text: '¡Hola!' }),
      frame({ type: 'conversation_state', state: 'agent', advisor, estimatedWaitMinutes: null, text: 'Laura se unió a la conversación.' }),
      frame({ type: 'message', text: 'Le ayudo', advisor }),
      frame({ type: 'typing', text: '' }),
    ].map((stored, seq) => toLiveMessage({ seq, frame: stored }));
    expect(lines.map((line) => line?.author ?? null)).toEqual(['visitor', 'assistant', 'system', 'advisor', null]);
    expect(lines[3]).toMatchObject({ advisor, text: 'Le ayudo', seq: 3 });
  });
});
