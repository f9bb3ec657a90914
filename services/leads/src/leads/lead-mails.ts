import { Inject, Injectable } from '@nestjs/common';
import { interestLabels, leadSourceLabels, PRIVACY_NOTICE_VERSION, singleLineName, SITE_ROUTES, type ActiveAgent, type LeadInput } from '@prestigio/contracts';
import { MailQueue, SERVICE_ENV } from '@prestigio/nest-common';
import type { EntityManager } from 'typeorm';
import type { LeadsEnv } from '../config/env.js';
import { selectionMail, type SelectionContent } from '../matching/selection-mail.js';
import type { ContactInquiry } from './contact-inquiry.js';

/** The e-mails the CRM sends, queued in the same transaction as the change they report. */
@Injectable()
export class LeadMails {
  constructor(
    private readonly mailQueue: MailQueue,
    @Inject(SERVICE_ENV) private readonly env: LeadsEnv,
  ) {}

  /** "A lead was assigned to you", so no new client waits for an agent to open the portal. */
  async leadAssigned(manager: EntityManager, agent: ActiveAgent, leadId: string, contact: ContactInquiry): Promise<void> {
    const link = `${this.env.PUBLIC_SITE_URL}/leads/${leadId}`;
    // Names on one bounded line: "Ana\r\nBcc: x@y.z" adds neither a header to the subject nor a line to the body.
    const name = singleLineName(contact.name) ?? 'Sin nombre';
    const lines = [
      `Hola ${singleLineName(agent.fullName) ?? agent.username}:`,
      '',
      `Se te asignó un nuevo cliente que llegó por ${leadSourceLabels[contact.source].toLowerCase()}.`,
      '',
      `Nombre: ${name}`,
      ...(contact.email ? [`Correo: ${contact.email}`] : []),
      ...(contact.phone ? [`Teléfono: ${contact.phone}`] : []),
      ...(contact.interest ? [`Interés: ${interestLabels[contact.interest]}`] : []),
      ...(contact.message ? ['', contact.message] : []),
      '',
      `Velo en el portal: ${link}`,
    ];
    await this.mailQueue.enqueue(manager, {
      to: agent.email,
      subject: `Nuevo cliente asignado: ${name}`,
      text: lines.join('\n'),
      dedupeKey: `lead-assigned:${leadId}:${agent.id}`,
    });
  }

  /**
   * "We received your message", to the address the visitor typed and to no other: what they sent, who will answer and
   * the privacy note. It names only what the visitor sent and the agent who will answer, so a stranger who typed a
   * client's e-mail reveals nothing of that client (the client's own mailbox gets it).
   */
  async acknowledgement(manager: EntityManager, inquiryId: string, sent: LeadInput, agent: ActiveAgent | null): Promise<void> {
    const who = agent ? `Le atenderá ${singleLineName(agent.fullName) ?? agent.username}, asesor de Prestigio Inmobiliaria` : 'Le atenderá un asesor de Prestigio Inmobiliaria';
    const lines = [
      `Estimado(a) ${singleLineName(sent.name)}:`,
      '',
      'Gracias por escribirnos. Recibimos su mensaje con estos datos:',
      '',
      `Nombre: ${singleLineName(sent.name)}`,
      `Correo: ${sent.email}`,
      `Teléfono: ${sent.phone}`,
      ...(sent.interest ? [`Interés: ${interestLabels[sent.interest]}`] : []),
      ...(sent.message ? ['Mensaje:', sent.message] : []),
      '',
      `${who}, quien se pondrá en contacto con usted a la brevedad.`,
      '',
      `Aviso de privacidad: sus datos se tratan conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares (LFPDPPP) y a nuestro aviso de privacidad, versión ${PRIVACY_NOTICE_VERSION}, que usted aceptó al enviar el formulario: ${this.env.PUBLIC_SITE_URL}${SITE_ROUTES.privacyNotice}. Puede ejercer sus derechos de acceso, rectificación, cancelación u oposición respondiendo a este correo.`,
      '',
      'Si usted no nos escribió, responda a este correo y eliminaremos estos datos.',
      '',
      'Atentamente,',
      'Prestigio Inmobiliaria',
    ];
    await this.mailQueue.enqueue(manager, {
      to: sent.email,
      subject: 'Recibimos su mensaje — Prestigio Inmobiliaria',
      text: lines.join('\n'),
      dedupeKey: `inquiry-acknowledged:${inquiryId}`,
    });
  }

  /** Listings an agent chose for a client, sent as from that agent (selection-mail.ts). */
  async selection(manager: EntityManager, to: string, content: SelectionContent, agent: ActiveAgent): Promise<void> {
    await this.mailQueue.enqueue(manager, selectionMail(content, agent, to));
  }
}
