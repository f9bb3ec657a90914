import { describe, expect, it } from '@jest/globals';
import { PRIVACY_CONSENT_TEXT } from '@prestigio/contracts';
import type { ConversationState } from '../conversations/conversation-state.js';
import { AgencyAnswers } from './agency-answers.js';
import { afterAlertSave, frequencyIn, wantsAlert } from './alert-flow.js';
import { respond, type AssistantStep, type AssistantTurn } from './assistant.js';
import { fold } from './spanish-numbers.js';

// Within office hours (a Tuesday, 11:00 in Mexico City), so no after-hours note gets in the way.
const now = new Date('2026-07-14T17:00:00Z');
const say = (state: ConversationState, text: string) => respond(state, { kind: 'message', text }, now);
const giveEmail = (state: ConversationState, value: string) => respond(state, { kind: 'info', field: 'email', value }, now);
const kinds = (turn: AssistantTurn) => turn.steps.map((step) => step.kind);
const saveStep = (turn: AssistantTurn) => turn.steps.find((step): step is Extract<AssistantStep, { kind: 'saveAlert' }> => step.kind === 'saveAlert');

describe('asking to be told of new matches', () => {
  it.each([
    'avísame si aparece algo así',
    'Avísame si aparece algo asi',
    'AVÍSENME CUANDO HAYA ALGO',
    'avisenme cuando haya algo',
    'quiero una alerta',
    'me pueden poner una alerta?',
    'Notifícame cuando publiquen algo parecido',
    'notifiquenme por favor',
    '¿Me avisan si sale otra?',
    '¿me podrían avisar cuando haya algo en Tulum?',
    'avíseme, por favor',
    'quiero recibir notificaciones de casas así',
    'guarda esta búsqueda',
    'quiero suscribirme a avisos',
  ])('understands "%s"', (text) => {
    expect(wantsAlert(fold(text))).toBe(true);
  });

  it.each(['busco casa en Polanco', '¿dónde está el aviso de privacidad?', 'le aviso mañana', 'quiero hablar con un asesor', 'gracias', 'hola'])(
    'does not take "%s" for one',
    (text) => {
      expect(wantsAlert(fold(text))).toBe(false);
    },
  );

  it.each([
    ['avísame una vez al día', 'una_vez_al_dia'],
    ['mándame un resumen diario', 'una_vez_al_dia'],
    ['diario está bien', 'una_vez_al_dia'],
    ['avísame al momento', 'al_momento'],
    ['avísame de inmediato', 'al_momento'],
    ['avísame si aparece algo así', undefined],
  ])('reads how often from "%s"', (text, frequency) => {
    expect(frequencyIn(fold(text))).toBe(frequency);
  });
});

describe('the alert flow', () => {
  const searched = say({}, 'busco casa en venta en Polanco hasta 15 millones');

  it('uses the e-mail the visitor gave, states the site\'s privacy consent and saves only once it is accepted', () => {
    const known = { ...searched.state, email: 'ana.garcia@correo.mx' };
    const asked = say(known, 'avísame si aparece algo así');
    expect(asked.steps).toEqual([
      {
        kind: 'say',
        text: expect.stringContaining(`«${PRIVACY_CONSENT_TEXT}»`),
        quickReplies: ['Acepto', 'No acepto'],
        links: [{ label: 'Aviso de Privacidad', url: '/aviso-de-privacidad' }],
      },
    ]);
    expect(asked.steps[0]).toHaveProperty('text', expect.stringContaining('ana.garcia@correo.mx'));
    expect(asked.steps[0]).toHaveProperty('text', expect.stringContaining('«Casa en Polanco hasta $15,000,000» (al momento)'));
    expect(asked.state.awaiting).toBe('alertConsent');

    const accepted = say(asked.state, 'Acepto');
    expect(accepted.steps).toEqual([
      {
        kind: 'saveAlert',
        criteria: { operationType: 'comprar', propertyType: 'casa', location: 'Polanco', maxPrice: 15_000_000 },
        email: 'ana.garcia@correo.mx',
        frequency: 'al_momento',
      },
    ]);

    const after = afterAlertSave(accepted.state, saveStep(accepted)!, { kind: 'saved' });
    expect(after.said.text).toBe(
      'Listo. Le envié un correo a ana.garcia@correo.mx para confirmar el aviso de «Casa en Polanco hasta $15,000,000». Los avisos empiezan en cuanto abra el enlace de ese correo; si no lo encuentra, revise la carpeta de correo no deseado.',
    );
    expect(after.state.alert).toBeUndefined();
    expect(after.state.awaiting).toBeUndefined();

    // Asked again in the same conversation: reminded, not mailed twice.
    const again = say(after.state, 'avísame si aparece algo así');
    expect(kinds(again)).toEqual(['say']);
    expect(again.steps[0]).toHaveProperty('text', expect.stringContaining('Ya le envié a ana.garcia@correo.mx'));
  });

  it('asks for an e-mail when it has none, checks it as the chat checks e-mails, then asks for the consent', () => {
    const asked = say(searched.state, 'Avísenme cuando haya algo, una vez al día');
    expect(asked.steps).toEqual([{ kind: 'ask', field: 'email', text: expect.stringContaining('«Casa en Polanco hasta $15,000,000»') }]);
    expect(asked.state.awaiting).toBe('alertEmail');

    const wrong = giveEmail(asked.state, 'ana-en-ningun-lado');
    expect(wrong.steps).toEqual([
      { kind: 'say', text: 'Ingrese un correo válido.' },
      { kind: 'ask', field: 'email', text: expect.any(String) },
    ]);

    const typed = say(wrong.state, ' Ana.Garcia@Correo.MX ');
    expect(typed.steps[0]).toMatchObject({ kind: 'say', quickReplies: ['Acepto', 'No acepto'] });
    expect(typed.steps[0]).toHaveProperty('text', expect.stringContaining('ana.garcia@correo.mx los avisos de «Casa en Polanco hasta $15,000,000» (una vez al día)'));

    const accepted = say(typed.state, 'sí, acepto');
    expect(saveStep(accepted)).toMatchObject({ email: 'ana.garcia@correo.mx', frequency: 'una_vez_al_dia' });
    // The alert's e-mail is not a contact for the CRM: nothing reaches it before the confirmation link is opened.
    expect(kinds(accepted)).not.toContain('contactComplete');
    expect(accepted.state.contactSent).toBeUndefined();
  });

  it('asks what to look for when it understood nothing yet, and searches what the visitor says', () => {
    const asked = say({}, 'quiero una alerta');
    expect(asked.steps).toEqual([{ kind: 'say', text: AgencyAnswers.alerts.askCriteria }]);
    // A budget alone is not enough to look for.
    const budget = say(asked.state, 'hasta 5 millones');
    expect(kinds(budget)).toEqual(['search', 'say']);
    expect(budget.steps[1]).toEqual({ kind: 'say', text: AgencyAnswers.alerts.askCriteria });
    const answered = say(budget.state, 'depa en renta en Condesa');
    expect(answered.steps[0]).toEqual({ kind: 'search', criteria: { propertyType: 'departamento', operationType: 'rentar', location: 'Condesa', maxPrice: 5_000_000 } });
    expect(answered.steps[1]).toMatchObject({ kind: 'ask', field: 'email' });
  });

  it('takes the criteria of the request itself: "notifícame cuando haya casas en Tulum"', () => {
    const turn = say({ email: 'luis@correo.mx' }, 'Notifícame cuando haya casas en Tulum');
    expect(kinds(turn)).toEqual(['search', 'say']);
    expect(turn.state.criteria).toEqual({ propertyType: 'casa', location: 'Tulum' });
    expect(turn.state.awaiting).toBe('alertConsent');
  });

  it('saves nothing when the consent is declined, or the e-mail refused', () => {
    const asked = say({ ...searched.state, email: 'ana@correo.mx' }, 'avísame si aparece algo así');
    const declined = say(asked.state, 'No acepto');
    expect(declined.steps).toEqual([{ kind: 'say', text: AgencyAnswers.alerts.declined }]);
    expect(declined.state.alert).toBeUndefined();

    const noEmail = say(say(searched.state, 'avísame').state, 'no, gracias');
    expect(noEmail.steps).toEqual([{ kind: 'say', text: AgencyAnswers.alerts.noEmail }]);
    expect(noEmail.state.awaiting).toBeUndefined();
  });

  it('lets the visitor change the e-mail at the consent question', () => {
    const asked = say({ ...searched.state, email: 'ana@correo.mx' }, 'avísame');
    const changed = say(asked.state, 'mejor a ana.trabajo@empresa.mx');
    // The whole message is checked as an e-mail, as the chat checks them: refused, the consent asked again.
    expect(changed.steps[0]).toEqual({ kind: 'say', text: 'Ingrese un correo válido.' });
    expect(changed.state.email).toBe('ana@correo.mx');
    const typed = say(changed.state, 'ana.trabajo@empresa.mx');
    expect(typed.steps[0]).toHaveProperty('text', expect.stringContaining('ana.trabajo@empresa.mx'));
    expect(saveStep(say(typed.state, 'Acepto'))).toMatchObject({ email: 'ana.trabajo@empresa.mx' });
  });

  it('apologises when leads does not answer, claims nothing, and saves on "Intentar de nuevo"', () => {
    const accepted = say(say({ ...searched.state, email: 'ana@correo.mx' }, 'avísame').state, 'Acepto');
    const failed = afterAlertSave(accepted.state, saveStep(accepted)!, { kind: 'failed' });
    expect(failed.said).toEqual({ kind: 'say', text: AgencyAnswers.alerts.failed, quickReplies: ['Intentar de nuevo'] });
    expect(failed.said.text).not.toMatch(/envié|listo/i);
    expect(failed.state.alertsSaved).toBeUndefined();
    expect(saveStep(say(failed.state, 'Intentar de nuevo'))).toMatchObject({ email: 'ana@correo.mx' });

    const refused = afterAlertSave(accepted.state, saveStep(accepted)!, { kind: 'refused', message: 'Ya tiene 20 búsquedas guardadas.' });
    expect(refused.said.text).toBe('Ya tiene 20 búsquedas guardadas.');
    expect(refused.state.alert).toBeUndefined();
  });

  it('answers as usual when the visitor moves on instead of answering the consent', () => {
    const asked = say({ ...searched.state, email: 'ana@correo.mx' }, 'avísame');
    const moved = say(asked.state, '¿cuál es su horario?');
    expect(moved.steps).toEqual([{ kind: 'say', text: AgencyAnswers.hours }]);
    expect(moved.state.alert).toBeUndefined();
    expect(moved.state.awaiting).toBeUndefined();
  });
});
