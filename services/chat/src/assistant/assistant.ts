import { AGENCY_TIME_ZONE, chatInfoSchemas, type ChatInfoField } from '@prestigio/contracts';
import type { ConversationState } from '../conversations/conversation-state.js';
import { AgencyAnswers } from './agency-answers.js';
import { hasCriteria, parseCriteria, type ParsedCriteria } from './criteria-parser.js';
import { fold } from './spanish-numbers.js';

/** What the assistant wants said or done in answer to one visitor input. */
export type AssistantStep =
  | { kind: 'say'; text: string }
  | { kind: 'ask'; field: ChatInfoField; text: string }
  | { kind: 'received'; field: ChatInfoField; text: string }
  | { kind: 'search'; criteria: ParsedCriteria }
  | { kind: 'contactComplete' };

export interface AssistantTurn {
  state: ConversationState;
  steps: AssistantStep[];
}

/** A visitor's input: a chat message, or an `info` answer to a request. */
export type VisitorInput = { kind: 'message'; text: string } | { kind: 'info'; field: 'name' | 'email' | 'phone'; value: string };

const WANTS_ADVISOR = /\b(asesor|asesora|asesores|agente|persona|humano|visita|visitar|cita|llamada|llamen|llamar|llamarme|videollamada|contactar|contacten|contactarme|me interesa|hablar con|informes|mas informacion)\b/;
/** The booking dialog posts its confirmation into the chat as the visitor's message (spec §8). */
const BOOKED = /\bvideollamada quedo agendada\b/;
const GREETING = /^(hola|buen[oa]s?( dias| tardes| noches)?|que tal|saludos|hey|holi)\b/;
const THANKS = /\b(gracias|muchas gracias|mil gracias)\b/;
const HOURS = /\b(horario|horarios|a que hora|abren|cierran|atienden)\b/;
const SERVICES = /\b(servicios|que hacen|que ofrecen|avaluo|avaluos|administracion|quiero vender|vender mi|vendo mi)\b/;
const LOCATION = /\b(donde estan|donde se ubican|ubicacion|direccion|sus oficinas|donde queda)\b/;
const EXPERIENCE = /\b(experiencia|cuantos anos|trayectoria|quienes son)\b/;
const EMAIL_WORDS = /\b(correo|email|e-mail|mail|electronico)\b/;
const WHATSAPP_WORDS = /\b(whatsapp|whats|wasap|guasap|wa|telefono|celular|cel|mensaje)\b/;

const weekdayHour = new Intl.DateTimeFormat('en-US', { timeZone: AGENCY_TIME_ZONE, weekday: 'short', hour: 'numeric', hourCycle: 'h23' });

/** Office hours in Mexico City: Monday to Friday 9:00–18:00, Saturday 10:00–14:00. */
export function isWithinOfficeHours(now: Date): boolean {
  const parts = Object.fromEntries(weekdayHour.formatToParts(now).map((part) => [part.type, part.value]));
  const hour = Number(parts.hour);
  if (parts.weekday === 'Sun') return false;
  if (parts.weekday === 'Sat') return hour >= 10 && hour < 14;
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

/** The assistant's rules: a pure function of the conversation's state and the visitor's input. */
export function respond(state: ConversationState, input: VisitorInput, now = new Date()): AssistantTurn {
  const next: ConversationState = { ...state };
  if (input.kind === 'info') return answerDetail(next, input.field, input.value, now);
  const text = input.text.trim();
  const folded = fold(text);

  // While a detail is awaited, a typed message is the answer to it (unless the visitor clearly asks something else).
  if (next.awaiting === 'contact') {
    if (EMAIL_WORDS.test(folded) && !text.includes('@')) return askFor(next, 'email', 'email');
    if (WHATSAPP_WORDS.test(folded)) return askFor(next, 'whatsapp', 'phone');
    if (text.includes('@')) return answerDetail(next, 'email', text, now);
    if ((text.match(/\d/g)?.length ?? 0) >= 8) return answerDetail(next, 'phone', text, now);
    return { state: next, steps: [{ kind: 'say', text: AgencyAnswers.channelUnclear }, ask('contact')] };
  }
  if (next.awaiting === 'name' || next.awaiting === 'email' || next.awaiting === 'phone') {
    return answerDetail(next, next.awaiting, text, now);
  }

  if (BOOKED.test(folded)) return { state: next, steps: [{ kind: 'say', text: AgencyAnswers.booked }] };
  const criteria = parseCriteria(text);
  if (WANTS_ADVISOR.test(folded)) {
    if (hasCriteria(criteria)) next.criteria = { ...next.criteria, ...criteria };
    if (next.contactSent) return { state: next, steps: [{ kind: 'say', text: AgencyAnswers.alreadyHaveContact }] };
    next.awaiting = 'name';
    return { state: next, steps: [ask('name')] };
  }
  if (hasCriteria(criteria)) {
    // Each message refines what came before ("en Polanco" after "busco depa en renta").
    next.criteria = { ...next.criteria, ...criteria };
    return { state: next, steps: [{ kind: 'search', criteria: next.criteria }] };
  }
  if (HOURS.test(folded)) return { state: next, steps: [{ kind: 'say', text: AgencyAnswers.hours }] };
  if (LOCATION.test(folded)) return { state: next, steps: [{ kind: 'say', text: AgencyAnswers.location }] };
  if (SERVICES.test(folded)) return { state: next, steps: [{ kind: 'say', text: AgencyAnswers.services }] };
  if (EXPERIENCE.test(folded)) return { state: next, steps: [{ kind: 'say', text: AgencyAnswers.experience }] };
  if (THANKS.test(folded)) return { state: next, steps: [{ kind: 'say', text: AgencyAnswers.thanks }] };
  if (GREETING.test(folded)) return { state: next, steps: [{ kind: 'say', text: AgencyAnswers.greeting }] };
  return { state: next, steps: [{ kind: 'say', text: AgencyAnswers.notUnderstood }] };
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
  delete next.awaiting;
  next.contactSent = true;
  const steps: AssistantStep[] = [
    { kind: 'received', field, text: AgencyAnswers.contactReceived(next.name) },
    { kind: 'contactComplete' },
  ];
  if (!isWithinOfficeHours(now)) steps.push({ kind: 'say', text: AgencyAnswers.afterHours });
  return { state: next, steps };
}
