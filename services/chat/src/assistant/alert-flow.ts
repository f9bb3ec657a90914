import { SITE_ROUTES, savedSearchFrequencyLabels, savedSearchName, type SavedSearchFrequency } from '@prestigio/contracts';
import type { ConversationState } from '../conversations/conversation-state.js';
import { AgencyAnswers } from './agency-answers.js';
import type { ParsedCriteria } from './criteria-parser.js';

/**
 * "Avísame si aparece algo así" (issue 27): the visitor asks to be told of new matches. The assistant saves the
 * criteria it understood as a saved search, as the site's "Guardar búsqueda" does (leads' `leads.saved-search.save`):
 * with something to look for, an e-mail and the privacy consent, pending until the confirmation e-mail's link is opened.
 */

/**
 * Asking to be told (folded text: lower case, no accents): "avísame", "avísenme", "me avisan", "¿me podrían avisar?",
 * "quiero una alerta", "notifícame", "guarda esta búsqueda", "suscribirme". "Aviso de privacidad" is not one.
 */
const WANTS_ALERT =
  /\b(avisa(me|nos)?|avise(me|nos|n|nme|nnos)?|avisar(me|nos)?|me avisa[sn]?|alertas?|alertame|alerteme|notifica(me|nos|r|rme)?|notifique(me|n|nme)?|notificacion(es)?|guarda(r|me)? (la |esta |mi )?busqueda|suscribirme|suscribeme)\b/;
/** "Una vez al día", "diario", "un resumen diario": the daily digest instead of an e-mail per listing. */
const DAILY = /\b(una vez al dia|diario|diaria|diariamente|cada dia|todos los dias|resumen)\b/;
/** "Al momento", "de inmediato", "en cuanto salga": the default, said explicitly. */
const AT_ONCE = /\b(al momento|de inmediato|inmediatamente|en cuanto|luego luego|al instante)\b/;
const ACCEPT = /^(acepto|si|claro|ok|okay|de acuerdo|va|vale|sale|adelante|por favor|intentar de nuevo|reintentar|otra vez)\b/;
const DECLINE = /^(no|mejor no|ahora no|no acepto|no gracias|cancelar|olvidalo)\b/;

export function wantsAlert(folded: string): boolean {
  return WANTS_ALERT.test(folded);
}

/** How often the visitor asked to hear, if they said it. */
export function frequencyIn(folded: string): SavedSearchFrequency | undefined {
  if (DAILY.test(folded)) return 'una_vez_al_dia';
  if (AT_ONCE.test(folded)) return 'al_momento';
  return undefined;
}

/** An alert needs something to look for: an operation, a place or a type (a budget alone would mail everything). */
export function alertSubjectIn(criteria: ParsedCriteria | undefined): criteria is ParsedCriteria {
  return Boolean(criteria && (criteria.operationType || criteria.location || criteria.state || criteria.propertyType));
}

export const alertKey = (email: string, criteria: ParsedCriteria) => `${email}|${savedSearchName(criteria)}`;

/** What the alert flow wants said or done next. */
export type AlertStep =
  | { kind: 'say'; text: string; quickReplies?: string[]; links?: Array<{ label: string; url: string }> }
  | { kind: 'ask'; field: 'email'; text: string }
  /** Save it through leads; the outcome is answered by `afterAlertSave`. */
  | { kind: 'saveAlert'; criteria: ParsedCriteria; email: string; frequency: SavedSearchFrequency };

export interface AlertTurn {
  state: ConversationState;
  steps: AlertStep[];
}

/** The next question of an alert the visitor asked for (what to look for, the e-mail, the consent), or the reminder. */
export function continueAlert(state: ConversationState): AlertTurn {
  const next: ConversationState = { ...state, alert: state.alert ?? { frequency: 'al_momento' } };
  delete next.awaiting;
  if (!alertSubjectIn(next.criteria)) {
    next.awaiting = 'alertCriteria';
    return { state: next, steps: [{ kind: 'say', text: AgencyAnswers.alerts.askCriteria }] };
  }
  const name = savedSearchName(next.criteria);
  if (!next.email) {
    next.awaiting = 'alertEmail';
    return { state: next, steps: [{ kind: 'ask', field: 'email', text: AgencyAnswers.alerts.askEmail(name) }] };
  }
  if (next.alertsSaved?.includes(alertKey(next.email, next.criteria))) {
    delete next.alert;
    return { state: next, steps: [{ kind: 'say', text: AgencyAnswers.alerts.alreadySaved(next.email, name) }] };
  }
  next.awaiting = 'alertConsent';
  const frequency = savedSearchFrequencyLabels[next.alert!.frequency].toLowerCase();
  return {
    state: next,
    steps: [
      {
        kind: 'say',
        text: AgencyAnswers.alerts.askConsent(name, next.email, frequency),
        quickReplies: [...AgencyAnswers.alerts.consentReplies],
        links: [{ label: AgencyAnswers.alerts.privacyLinkLabel, url: SITE_ROUTES.privacyNotice }],
      },
    ],
  };
}

/** The visitor's answer to the consent: accepted (save it), declined (nothing saved), or null when it is neither. */
export function consentAnswer(state: ConversationState, folded: string): AlertTurn | null {
  const next: ConversationState = { ...state };
  if (DECLINE.test(folded)) {
    delete next.awaiting;
    delete next.alert;
    return { state: next, steps: [{ kind: 'say', text: AgencyAnswers.alerts.declined }] };
  }
  if (!ACCEPT.test(folded) || !next.email || !alertSubjectIn(next.criteria) || !next.alert) return null;
  delete next.awaiting;
  return { state: next, steps: [{ kind: 'saveAlert', criteria: next.criteria, email: next.email, frequency: next.alert.frequency }] };
}

/** The visitor would rather not give an e-mail for the alert. */
export function declinesEmail(folded: string, text: string): boolean {
  return DECLINE.test(folded) && !text.includes('@');
}

export function withoutAlert(state: ConversationState): ConversationState {
  const next: ConversationState = { ...state };
  delete next.alert;
  if (next.awaiting?.startsWith('alert')) delete next.awaiting;
  return next;
}

/** How leads answered the save: saved (the confirmation e-mail is queued), refused with its reason, or no answer. */
export type AlertSaveOutcome = { kind: 'saved' } | { kind: 'refused'; message: string } | { kind: 'failed' };

/**
 * What the assistant says after the save, truthfully: the confirmation e-mail sent to that address, leads' reason
 * for refusing (20 searches already), or an apology with nothing saved; then the visitor may try again.
 */
export function afterAlertSave(
  state: ConversationState,
  step: Extract<AlertStep, { kind: 'saveAlert' }>,
  outcome: AlertSaveOutcome,
): { state: ConversationState; said: Extract<AlertStep, { kind: 'say' }> } {
  const next: ConversationState = { ...state };
  if (outcome.kind === 'failed') {
    // Still asked for: "Intentar de nuevo" (or "acepto") saves it then.
    next.awaiting = 'alertConsent';
    return { state: next, said: { kind: 'say', text: AgencyAnswers.alerts.failed, quickReplies: [...AgencyAnswers.alerts.retryReplies] } };
  }
  delete next.alert;
  if (outcome.kind === 'refused') return { state: next, said: { kind: 'say', text: outcome.message } };
  next.alertsSaved = [...(next.alertsSaved ?? []), alertKey(step.email, step.criteria)];
  return { state: next, said: { kind: 'say', text: AgencyAnswers.alerts.saved(step.email, savedSearchName(step.criteria)) } };
}
