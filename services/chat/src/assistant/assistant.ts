import { agencyParts, chatInfoSchemas, formatAgencyDate, formatAgencyTime, type ChatBookedCall, type ChatInfoField, type ChatLink } from '@prestigio/contracts';
import type { ConversationState } from '../conversations/conversation-state.js';
import { AgencyAnswers } from './agency-answers.js';
import { consentAnswer, continueAlert, declinesEmail, frequencyIn, wantsAlert, withoutAlert, type AlertStep } from './alert-flow.js';
import { hasCriteria, parseCriteria, type ParsedCriteria } from './criteria-parser.js';
import { fold } from './spanish-numbers.js';

/** What the assistant wants said or done in answer to one visitor input. */
export type AssistantStep =
  | { kind: 'say'; text: string; quickReplies?: string[]; links?: ChatLink[] }
  | { kind: 'ask'; field: ChatInfoField; text: string }
  | { kind: 'received'; field: ChatInfoField; text: string; quickReplies?: string[] }
  | { kind: 'search'; criteria: ParsedCriteria; english?: boolean }
  | { kind: 'contactComplete' }
  /** The visitor wants the call and has an e-mail: the offer, as soon as the CRM has linked the lead. */
  | { kind: 'offerCall' }
  /** The visitor asked for a person while advisors answer live: the conversation waits for one (issue 26). */
  | { kind: 'handoff' }
  /** The visitor asked to be told of new matches and consented: the saved search is created through leads (issue 27). */
  | Extract<AlertStep, { kind: 'saveAlert' }>;

export interface AssistantTurn {
  state: ConversationState;
  steps: AssistantStep[];
}

/** A visitor's input: a chat message, or an `info` answer to a request. */
export type VisitorInput =
  | { kind: 'message'; text: string; videoCall?: ChatBookedCall }
  | { kind: 'info'; field: 'name' | 'email' | 'phone'; value: string };

/** The answers offered as buttons to "¿le gustaría agendar una videollamada?"; each is sent as an ordinary message. */
export const CALL_QUICK_REPLIES = ['Sí, agendar', 'Ahora no'];

/** Asking for a person, not for a call or a visit: live advisors take those over (issue 26). */
const WANTS_PERSON = /\b(advisor|agent|human|person|asesor|asesora|asesores|agente|persona|humano|alguien|hablar con)\b/;
const WANTS_ADVISOR = /\b(advisor|agent|asesor|asesora|asesores|agente|persona|humano|visita|visitar|cita|llamada|llamen|llamar|llamarme|videollamada|contactar|contacten|contactarme|me interesa|hablar con|informes|mas informacion)\b/;
/** The booking dialog posts its confirmation into the chat as the visitor's message (spec §8). */
const BOOKED = /\bvideollamada quedo agendada\b/;
/** A wish for the call itself, in Spanish or English. */
const WANTS_CALL = /\b(videollamada|video llamada|videollamadas|agendar|agendarla|agendemos|agendo|agenda|calendario|video ?call|schedule)\b/;
const YES = /^(si|claro|por favor|ok|okay|va|vale|sale|de acuerdo|perfecto|me parece bien|adelante|yes|sure|yeah|please)\b/;
const NO = /^(no|ahora no|despues|luego|mas tarde|otro dia|not now|no thanks|later)\b/;
/** Words of an English message (a visitor writing in English is answered in English; the widget stays Spanish). */
const ENGLISH = /\b(the|i|i'm|im|looking|want|would|like|need|please|hello|hi|house|apartment|condo|rent|buy|sale|for|with|bedrooms?|bathrooms?|where|what|how|do you|speak|english|thanks|thank you)\b/g;
const SPANISH = /\b(el|la|los|las|de|del|en|con|para|por|que|busco|quiero|casa|depa|departamento|renta|venta|hola|gracias|recamaras?|banos?)\b/g;
const GREETING = /^(hola|buen[oa]s?( dias| tardes| noches)?|que tal|saludos|hey|holi)\b/;
const THANKS = /\b(gracias|muchas gracias|mil gracias)\b/;
const HOURS = /\b(horario|horarios|a que hora|abren|cierran|atienden)\b/;
const SERVICES = /\b(servicios|que hacen|que ofrecen|avaluo|avaluos|administracion|quiero vender|vender mi|vendo mi)\b/;
const LOCATION = /\b(donde estan|donde se ubican|ubicacion|direccion|sus oficinas|donde queda)\b/;
const EXPERIENCE = /\b(experiencia|cuantos anos|trayectoria|quienes son)\b/;
const EMAIL_WORDS = /\b(correo|email|e-mail|mail|electronico)\b/;
const WHATSAPP_WORDS = /\b(whatsapp|whats|wasap|guasap|wa|telefono|celular|cel|mensaje)\b/;

/** Office hours in Mexico City: Monday to Friday 9:00–18:00, Saturday 10:00–14:00. */
export function isWithinOfficeHours(now: Date): boolean {
  const { isoWeekday, hour } = agencyParts(now);
  if (isoWeekday === 7) return false;
  if (isoWeekday === 6) return hour >= 10 && hour < 14;
  return hour >= 9 && hour < 18;
}

function validate(field: 'name' | 'email' | 'phone', value: string): { ok: true; value: string } | { ok: false; reason: string } {
  const result = chatInfoSchemas[field].safeParse(value);
  return result.success ? { ok: true, value: result.data } : { ok: false, reason: result.error.issues[0]?.message ?? 'Dato no válido' };
}

function ask(field: ChatInfoField): AssistantStep {
  const text = { name: AgencyAnswers.askName, contact: AgencyAnswers.askContact, email: AgencyAnswers.askEmail, phone: AgencyAnswers.askPhone }[field];
  return { kind: 'ask', field, text };
}

/**
 * The assistant's rules: a pure function of the conversation's state and the visitor's input. `advisorsLive`: advisors
 * answer in the chat now (agency hours), so a visitor asking for a person is handed to one.
 */
export function respond(state: ConversationState, input: VisitorInput, now = new Date(), advisorsLive = isWithinOfficeHours(now)): AssistantTurn {
  let next: ConversationState = { ...state };
  if (input.kind === 'info') {
    if (input.field === 'email' && (next.awaiting === 'alertEmail' || next.awaiting === 'alertConsent')) return alertEmail(next, input.value);
    return answerDetail(next, input.field, input.value, now);
  }
  const text = input.text.trim();
  const folded = fold(text);

  // An alert on its way ("avísame si aparece algo así"): the answer to its question, or the alert is dropped.
  if (next.awaiting === 'alertEmail') {
    if (declinesEmail(folded, text)) return { state: withoutAlert(next), steps: [{ kind: 'say', text: AgencyAnswers.alerts.noEmail }] };
    return alertEmail(next, text);
  }
  if (next.awaiting === 'alertConsent') {
    if (text.includes('@')) return alertEmail(next, text);
    const frequency = frequencyIn(folded);
    if (frequency && next.alert) next.alert = { frequency };
    const answered = consentAnswer(next, folded);
    if (answered) return answered;
    next = withoutAlert(next);
  }
  if (next.awaiting === 'alertCriteria') {
    const criteria = parseCriteria(text);
    if (hasCriteria(criteria)) return alertWith(next, criteria, folded);
    if (/^(no|nada|olvidalo|cancelar)\b/.test(folded)) return { state: withoutAlert(next), steps: [{ kind: 'say', text: AgencyAnswers.alerts.declined }] };
    next = withoutAlert(next);
  }
  if (wantsAlert(folded) && !text.includes('@')) return alertWith(next, parseCriteria(text), folded);

  // While a detail is awaited, a typed message is the answer to it (unless the visitor clearly asks something else).
  if (next.awaiting === 'contact') {
    if (EMAIL_WORDS.test(folded) && !text.includes('@')) return askFor(next, 'email', 'email');
    if (WHATSAPP_WORDS.test(folded)) return askFor(next, 'whatsapp', 'phone');
    if (text.includes('@')) return answerDetail(next, 'email', text, now);
    if ((text.match(/\d/g)?.length ?? 0) >= 8) return answerDetail(next, 'phone', text, now);
    return { state: next, steps: [{ kind: 'say', text: AgencyAnswers.channelUnclear }, ask('contact')] };
  }
  if (next.awaiting === 'email' && next.callWanted && NO.test(folded) && !text.includes('@')) {
    // No e-mail for the call: the advisor arranges it by WhatsApp instead; no dead end.
    delete next.awaiting;
    next.callWanted = false;
    if (!next.contactSent && next.name && next.phone) {
      next.contactSent = true;
      return { state: next, steps: [{ kind: 'say', text: AgencyAnswers.callWithoutEmail }, { kind: 'contactComplete' }] };
    }
    return { state: next, steps: [{ kind: 'say', text: AgencyAnswers.callWithoutEmail }] };
  }
  if (next.awaiting === 'name' || next.awaiting === 'email' || next.awaiting === 'phone') {
    return answerDetail(next, next.awaiting, text, now);
  }

  if (BOOKED.test(folded)) {
    next.callWanted = false;
    return { state: next, steps: [bookedAnswer(text, input.videoCall)] };
  }
  if (next.awaiting === 'callAnswer') {
    delete next.awaiting;
    if (YES.test(folded) || WANTS_CALL.test(folded)) return wantCall(next);
    if (NO.test(folded)) return { state: next, steps: [{ kind: 'say', text: AgencyAnswers.callDeclined }] };
  }
  const english = isEnglish(folded);
  const criteria = parseCriteria(text);
  if (next.contactSent && WANTS_CALL.test(folded)) return wantCall(next);
  if (WANTS_PERSON.test(folded) && !WANTS_CALL.test(folded)) {
    if (hasCriteria(criteria)) next.criteria = refine(next.criteria, criteria);
    if (!advisorsLive) {
      // Outside hours nobody answers live: said plainly, and the video call offered once the contact is known.
      const outside: AssistantStep = { kind: 'say', text: AgencyAnswers.outsideHours };
      if (next.contactSent) return { state: { ...next, awaiting: 'callAnswer' }, steps: [outside, { kind: 'say', text: AgencyAnswers.offerCallQuestion, quickReplies: CALL_QUICK_REPLIES }] };
      next.awaiting = 'name';
      return { state: next, steps: [outside, ask('name')] };
    }
    if (next.contactSent || next.name) return { state: next, steps: [{ kind: 'handoff' }] };
    next.awaiting = 'name';
    return { state: next, steps: [{ kind: 'handoff' }, { kind: 'ask', field: 'name', text: AgencyAnswers.askNameWhileWaiting }] };
  }
  if (WANTS_ADVISOR.test(folded) || WANTS_CALL.test(folded)) {
    if (hasCriteria(criteria)) next.criteria = refine(next.criteria, criteria);
    // A wish for the call stated now is answered with the offer once the contact is in the CRM.
    if (WANTS_CALL.test(folded)) next.callWanted = true;
    if (next.contactSent) return { state: next, steps: [{ kind: 'say', text: AgencyAnswers.alreadyHaveContact }] };
    next.awaiting = 'name';
    return { state: next, steps: english ? [{ kind: 'say', text: AgencyAnswers.english.advisor }, ask('name')] : [ask('name')] };
  }
  if (hasCriteria(criteria)) {
    // Each message refines what came before ("en Polanco" after "busco depa en renta").
    next.criteria = refine(next.criteria, criteria);
    return { state: next, steps: [{ kind: 'search', criteria: next.criteria, ...(english && { english }) }] };
  }
  if (english) return { state: next, steps: [{ kind: 'say', text: AgencyAnswers.english.welcome }] };
  if (HOURS.test(folded)) return { state: next, steps: [{ kind: 'say', text: AgencyAnswers.hours }] };
  if (LOCATION.test(folded)) return { state: next, steps: [{ kind: 'say', text: AgencyAnswers.location }] };
  if (SERVICES.test(folded)) return { state: next, steps: [{ kind: 'say', text: AgencyAnswers.services }] };
  if (EXPERIENCE.test(folded)) return { state: next, steps: [{ kind: 'say', text: AgencyAnswers.experience }] };
  if (THANKS.test(folded)) return { state: next, steps: [{ kind: 'say', text: AgencyAnswers.thanks }] };
  if (GREETING.test(folded)) return { state: next, steps: [{ kind: 'say', text: AgencyAnswers.greeting }] };
  return { state: next, steps: [{ kind: 'say', text: AgencyAnswers.notUnderstood }] };
}

/**
 * The visitor wants an alert, or told what it is of: the criteria refined with what this message names (first
 * searched, so they see what exists today), how often if they said it, then the alert's next question.
 */
function alertWith(state: ConversationState, criteria: ParsedCriteria, folded: string): AssistantTurn {
  const next: ConversationState = { ...state, alert: { frequency: frequencyIn(folded) ?? state.alert?.frequency ?? 'al_momento' } };
  const searched = hasCriteria(criteria);
  if (searched) next.criteria = refine(next.criteria, criteria);
  const turn = continueAlert(next);
  return searched ? { state: turn.state, steps: [{ kind: 'search', criteria: next.criteria! }, ...turn.steps] } : turn;
}

/** The e-mail for an alert, checked as every e-mail the chat takes; asked again with the reason. */
function alertEmail(state: ConversationState, value: string): AssistantTurn {
  const checked = validate('email', value.trim());
  if (!checked.ok) {
    // The question again: the e-mail, or the consent with the address it already had.
    const again = continueAlert(state);
    return { state: again.state, steps: [{ kind: 'say', text: `${checked.reason}.` }, ...again.steps] };
  }
  return continueAlert({ ...state, email: checked.value });
}

/** More English words than Spanish ones, and at least two: "hi" alone or "depa for rent" stay Spanish. */
export function isEnglish(folded: string): boolean {
  const englishWords = folded.match(ENGLISH)?.length ?? 0;
  return englishWords >= 2 && englishWords > (folded.match(SPANISH)?.length ?? 0);
}

/**
 * A follow-up changes what it names and keeps the rest ("¿y en venta?" keeps the place and the budget). A new place
 * without a state drops the old state (and the other way round): "Tulum" after "Polanco, CDMX" is not in CDMX.
 */
export function refine(previous: ParsedCriteria | undefined, update: ParsedCriteria): ParsedCriteria {
  const merged: ParsedCriteria = { ...previous, ...update };
  if (update.location !== undefined && update.state === undefined) delete merged.state;
  if (update.state !== undefined && update.location === undefined) delete merged.location;
  return merged;
}

/**
 * The visitor wants the call. The confirmation promises an e-mail with the connection details (spec §8): without an
 * e-mail, it is asked for first; with one, the offer follows (at once, or when the CRM links the lead).
 */
function wantCall(state: ConversationState): AssistantTurn {
  const next: ConversationState = { ...state, callWanted: true };
  delete next.awaiting;
  if (!next.email) {
    next.awaiting = 'email';
    return { state: next, steps: [{ kind: 'ask', field: 'email', text: AgencyAnswers.askEmailForCall }] };
  }
  return { state: next, steps: [{ kind: 'offerCall' }] };
}

/** The acknowledgement of a booked call: its date and time in the agency's zone, and its links when the web sent them. */
function bookedAnswer(text: string, call: ChatBookedCall | undefined): AssistantStep {
  if (!call) {
    // A client that posts only the spec's text: its own date phrase is repeated.
    const when = /para el (.+?) \(hora del centro de M[eé]xico\)/.exec(text)?.[1];
    return { kind: 'say', text: AgencyAnswers.booked(when ? `el ${when}` : null, false) };
  }
  const at = new Date(call.scheduledAt);
  return {
    kind: 'say',
    text: AgencyAnswers.booked(`el ${formatAgencyDate(at)} a las ${formatAgencyTime(at)}`, true),
    links: [
      { label: 'Entrar a la videollamada', url: call.meetingUrl },
      { label: 'Cambiar la hora o cancelar', url: call.managePath },
    ],
  };
}

function askFor(state: ConversationState, channel: 'email' | 'whatsapp', field: 'email' | 'phone'): AssistantTurn {
  return { state: { ...state, channel, awaiting: field }, steps: [ask(field)] };
}

/** A name, email or phone given by the visitor: checked with the contact form's rules, asked again with the reason. */
function answerDetail(state: ConversationState, field: 'name' | 'email' | 'phone', value: string, now: Date): AssistantTurn {
  const checked = validate(field, value);
  if (!checked.ok) {
    return { state: { ...state, awaiting: field }, steps: [{ kind: 'say', text: `${checked.reason}.` }, ask(field)] };
  }
  const next: ConversationState = { ...state };
  if (field === 'name') {
    next.name = checked.value;
    next.awaiting = 'contact';
    return { state: next, steps: [{ kind: 'received', field, text: `Gracias, ${checked.value}.` }, ask('contact')] };
  }
  if (field === 'email') {
    next.email = checked.value;
    next.channel ??= 'email';
  } else {
    next.phone = checked.value;
    next.channel ??= 'whatsapp';
  }
  if (!next.name) {
    next.awaiting = 'name';
    return { state: next, steps: [{ kind: 'received', field, text: 'Gracias.' }, ask('name')] };
  }
  if (next.callWanted && !next.email) {
    next.awaiting = 'email';
    return { state: next, steps: [{ kind: 'received', field, text: 'Gracias.' }, { kind: 'ask', field: 'email', text: AgencyAnswers.askEmailForCall }] };
  }
  delete next.awaiting;
  // Sent again when an e-mail for the call completes a contact the CRM already has: it merges it into the same lead.
  const again = next.contactSent === true;
  next.contactSent = true;
  const received: AssistantStep = next.callWanted
    ? { kind: 'received', field, text: again ? AgencyAnswers.emailForCallReceived : AgencyAnswers.contactReceivedForCall(next.name) }
    : { kind: 'received', field, text: AgencyAnswers.contactReceived(next.name), quickReplies: CALL_QUICK_REPLIES };
  if (!next.callWanted) next.awaiting = 'callAnswer';
  const steps: AssistantStep[] = [received, { kind: 'contactComplete' }];
  if (!again && !isWithinOfficeHours(now)) steps.push({ kind: 'say', text: AgencyAnswers.afterHours });
  return { state: next, steps };
}
