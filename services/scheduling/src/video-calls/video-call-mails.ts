import { formatAgencyDate, formatAgencyTime, formatPhone, singleLineName } from '@prestigio/contracts';
import type { OutgoingMail } from '@prestigio/nest-common';
import { buildInvitation } from './invitation.js';
import type { VideoCall } from './video-call.entity.js';

export interface MailContext {
  /** `Name <address>` or a bare address, as MAIL_FROM holds it. */
  from: string;
  /** The visitor's manage page for this call. */
  manageUrl: string;
  now: Date;
  /** Who cancelled the call (a cancellation's e-mail says it); the agency unless said. */
  cancelledBy?: CancelledBy;
}

export type CallChange = 'scheduled' | 'rescheduled' | 'cancelled';
export type CancelledBy = 'visitor' | 'agency';

const AGENCY = 'Prestigio Inmobiliaria';
const REMINDERS = [
  { key: '24h', beforeMs: 24 * 3_600_000, lead: 'mañana' },
  { key: '1h', beforeMs: 3_600_000, lead: 'en una hora' },
] as const;

function organizerOf(from: string): { name: string; email: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  return match ? { name: match[1]!.trim() || AGENCY, email: match[2]!.trim() } : { name: AGENCY, email: from.trim() };
}

function when(call: VideoCall): string {
  return `el ${formatAgencyDate(call.scheduledAt)} a las ${formatAgencyTime(call.scheduledAt)} (hora del centro de México)`;
}

function invitation(call: VideoCall, context: MailContext, method: 'REQUEST' | 'CANCEL', attendee: { name: string | null; email: string }) {
  return {
    method,
    content: buildInvitation({
      method,
      uid: `${call.id}@prestigio.mx`,
      sequence: call.sequence,
      start: call.scheduledAt,
      durationMinutes: call.durationMinutes,
      summary: `Videollamada con ${AGENCY}`,
      description: `Enlace de la videollamada: ${call.meetingUrl}\nVer, cambiar o cancelar: ${context.manageUrl}`,
      meetingUrl: call.meetingUrl,
      organizer: organizerOf(context.from),
      attendee,
      issuedAt: context.now,
    }),
  };
}

/** The call with its people's names on one line and bounded, as every subject, greeting and invitation shows them. */
function withSingleLineNames(call: VideoCall): VideoCall {
  return { ...call, leadName: singleLineName(call.leadName), agentName: singleLineName(call.agentName) };
}

/**
 * The e-mail a client receives, at the address of the call's record, when a second booking is refused because they
 * already have this call: when it is and the link to move it. At most one per call per hour (its dedupe key), however
 * many times someone tries to book in their name.
 */
export function moveOfferMail(stored: VideoCall, context: MailContext): OutgoingMail | null {
  const call = withSingleLineNames(stored);
  if (!call.leadEmail) return null;
  const hour = Math.floor(context.now.getTime() / 3_600_000);
  return {
    to: call.leadEmail,
    subject: 'Ya tiene una videollamada agendada',
    text: [
      call.leadName ? `Hola, ${call.leadName}:` : 'Hola:',
      '',
      `Recibimos una solicitud para agendar otra videollamada con ${AGENCY}, pero ya tiene una ${when(call)}.`,
      'Cada cliente puede tener una videollamada pendiente a la vez. Si desea otro horario, puede cambiarla aquí:',
      context.manageUrl,
      '',
      'Si usted no hizo esta solicitud, no necesita hacer nada: su videollamada sigue en pie.',
      '',
      'Atentamente,',
      AGENCY,
    ].join('\n'),
    dedupeKey: `video-call:${call.id}:move-offer:${hour}`,
  };
}

/** The agent who takes the call signs the visitor's e-mails (name, and phone when they gave one); else the agency. */
function signature(call: VideoCall): string[] {
  if (!call.agentName) return [AGENCY];
  return [call.agentName, `Asesor de ${AGENCY}`, ...(call.agentPhone ? [`Tel. ${formatPhone(call.agentPhone)}`] : [])];
}

/** The reminder dedupe keys of one version of the call, so a reschedule or cancellation can withdraw them. */
export function reminderKeys(call: Pick<VideoCall, 'id' | 'sequence'>): string[] {
  return REMINDERS.map((reminder) => `video-call:${call.id}:${call.sequence}:reminder-${reminder.key}`);
}

/**
 * Everything a change of the call sends: the visitor's message with the invitation, the agent's notice, reminders.
 * `agentChange` is what the change means to the agent: a call moved to a new agent is new to them.
 */
export function mailsForChange(stored: VideoCall, change: CallChange, context: MailContext, agentChange: CallChange = change): OutgoingMail[] {
  const call = withSingleLineNames(stored);
  const mails: OutgoingMail[] = [];
  const greeting = call.leadName ? `Hola, ${call.leadName}:` : 'Hola:';
  const method = change === 'cancelled' ? 'CANCEL' : 'REQUEST';
  if (call.leadEmail) {
    const subject = {
      scheduled: `Videollamada agendada: ${formatAgencyDate(call.scheduledAt)}, ${formatAgencyTime(call.scheduledAt)}`,
      rescheduled: `Videollamada reprogramada: ${formatAgencyDate(call.scheduledAt)}, ${formatAgencyTime(call.scheduledAt)}`,
      cancelled: 'Videollamada cancelada',
    }[change];
    const body =
      change === 'cancelled'
        ? [
            greeting,
            '',
            context.cancelledBy === 'visitor'
              ? `Su videollamada con ${AGENCY} del ${formatAgencyDate(call.scheduledAt)} a las ${formatAgencyTime(call.scheduledAt)} quedó cancelada, como nos lo pidió.`
              : `Cancelamos su videollamada con ${AGENCY} del ${formatAgencyDate(call.scheduledAt)} a las ${formatAgencyTime(call.scheduledAt)}.`,
            'Si desea agendar otra, escríbanos en el chat de nuestro sitio.',
          ]
        : [
            greeting,
            '',
            `Su videollamada con ${AGENCY} quedó ${change === 'scheduled' ? 'agendada' : 'reprogramada'} para ${when(call)}. Dura ${call.durationMinutes} minutos.`,
            '',
            `Únase a la videollamada: ${call.meetingUrl}`,
            `Ver, cambiar o cancelar la cita: ${context.manageUrl}`,
            '',
            'Adjuntamos la invitación para su calendario.',
          ];
    mails.push({
      to: call.leadEmail,
      subject,
      // Signed by the agent who takes the call, when there is one: the visitor knows whom they will meet.
      text: [...body, '', `Atentamente,`, ...signature(call)].join('\n'),
      calendar: invitation(call, context, method, { name: call.leadName, email: call.leadEmail }),
    });
  }
  if (call.agentEmail) {
    const who = call.leadName ?? call.leadEmail ?? 'un cliente';
    const verb = { scheduled: 'Nueva videollamada', rescheduled: 'Videollamada reprogramada', cancelled: 'Videollamada cancelada' }[agentChange];
    mails.push({
      to: call.agentEmail,
      subject: `${verb} con ${who}`,
      text: [
        call.agentName ? `Hola, ${call.agentName}:` : 'Hola:',
        '',
        `${verb} con ${who} ${when(call)}.`,
        `Correo: ${call.leadEmail ?? '—'} · Teléfono: ${call.leadPhone ?? '—'}`,
        agentChange === 'cancelled' ? '' : `Enlace de la videollamada: ${call.meetingUrl}`,
      ].join('\n'),
      calendar: invitation(call, context, agentChange === 'cancelled' ? 'CANCEL' : 'REQUEST', { name: call.agentName, email: call.agentEmail }),
    });
  }
  if (change !== 'cancelled' && call.leadEmail) {
    const [key24h, key1h] = reminderKeys(call);
    for (const [reminder, dedupeKey] of [[REMINDERS[0], key24h], [REMINDERS[1], key1h]] as const) {
      const sendAfter = new Date(call.scheduledAt.getTime() - reminder.beforeMs);
      // A reminder whose moment has passed would only repeat the confirmation just sent.
      if (sendAfter.getTime() <= context.now.getTime()) continue;
      mails.push({
        to: call.leadEmail,
        subject: `Recordatorio: su videollamada es ${reminder.lead}`,
        text: [
          greeting,
          '',
          `Le recordamos su videollamada con ${AGENCY} ${when(call)}.`,
          `Únase aquí: ${call.meetingUrl}`,
          `Si necesita cambiarla o cancelarla: ${context.manageUrl}`,
        ].join('\n'),
        sendAfter,
        dedupeKey,
      });
    }
  }
  return mails;
}
