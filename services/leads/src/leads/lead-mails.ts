import { Inject, Injectable } from '@nestjs/common';
import { interestLabels, leadSourceLabels, singleLineName, type ActiveAgent } from '@prestigio/contracts';
import { MailQueue, SERVICE_ENV } from '@prestigio/nest-common';
import type { EntityManager } from 'typeorm';
import type { LeadsEnv } from '../config/env.js';
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
      `Se le asignó un nuevo cliente que llegó por ${leadSourceLabels[contact.source].toLowerCase()}.`,
      '',
      `Nombre: ${name}`,
      ...(contact.email ? [`Correo: ${contact.email}`] : []),
      ...(contact.phone ? [`Teléfono: ${contact.phone}`] : []),
      ...(contact.interest ? [`Interés: ${interestLabels[contact.interest]}`] : []),
      ...(contact.message ? ['', contact.message] : []),
      '',
      `Véalo en el portal: ${link}`,
    ];
    await this.mailQueue.enqueue(manager, {
      to: agent.email,
      subject: `Nuevo cliente asignado: ${name}`,
      text: lines.join('\n'),
      dedupeKey: `lead-assigned:${leadId}:${agent.id}`,
    });
  }

  /** Listings an agent chose for a client (the text is the same one a WhatsApp sending carries). */
  async selection(manager: EntityManager, to: string, count: number, text: string): Promise<void> {
    await this.mailQueue.enqueue(manager, {
      to,
      subject: count === 1 ? 'Una propiedad seleccionada para usted — Prestigio' : `${count} propiedades seleccionadas para usted — Prestigio`,
      text,
    });
  }
}
