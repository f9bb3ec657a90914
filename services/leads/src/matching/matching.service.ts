import { BadRequestException, Inject, Injectable, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import {
  BUDGET_MARGIN,
  foldForSearch,
  propertyFit,
  propertyFilterTypes,
  propertyTypesMatchedByFilter,
  whatsappUrl,
  type Identity,
  type LeadMatches,
  type LeadSelection,
  type LeadSelectionReceipt,
  type PropertyLeadMatches,
} from '@prestigio/contracts';
import { SERVICE_ENV } from '@prestigio/nest-common';
import { DataSource } from 'typeorm';
import { AssignmentService } from '../assignment/assignment.service.js';
import type { LeadsEnv } from '../config/env.js';
import { LeadMails } from '../leads/lead-mails.js';
import type { LeadRecord } from '../leads/lead-record.js';
import { LeadTimelineRepository } from '../leads/lead-timeline.repository.js';
import { LeadsRepository } from '../leads/leads.repository.js';
import { PipelineRepository } from '../pipeline/pipeline.repository.js';
import { PropertyMatchingClient } from './property-matching.client.js';
import { selectionText, type SelectionContent } from './selection-mail.js';

const MATCH_LIMIT = 12;
const LEADS_PER_PROPERTY = 50;


/**
 * Property matching both ways (listings for a client, clients for a listing) and sending a client a selection by
 * e-mail or WhatsApp; each sending lands on the client's timeline.
 */
@Injectable()
export class MatchingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly leads: LeadsRepository,
    private readonly pipeline: PipelineRepository,
    private readonly timeline: LeadTimelineRepository,
    private readonly propertyMatching: PropertyMatchingClient,
    private readonly mails: LeadMails,
    private readonly agents: AssignmentService,
    @Inject(SERVICE_ENV) private readonly env: LeadsEnv,
  ) {}

  private async visibleLead(caller: Identity, leadId: string): Promise<LeadRecord> {
    const lead = await this.leads.findVisible(this.dataSource.manager, caller, leadId);
    if (!lead) throw new NotFoundException('Cliente no encontrado');
    return lead;
  }

  async forLead(caller: Identity, leadId: string): Promise<LeadMatches> {
    const lead = await this.visibleLead(caller, leadId);
    const { operationType, propertyType, state, city, budgetMin, budgetMax, bedrooms } = lead;
    // Without an operation or a place or a budget, "what fits" is the whole catalogue: ask the agent for criteria.
    const criteriaMissing = !operationType && !state && !city && budgetMin === null && budgetMax === null;
    if (criteriaMissing) return { matches: [], criteriaMissing };
    const matches = await this.propertyMatching.match({ operationType, propertyType, state, city, budgetMin, budgetMax, bedrooms, limit: MATCH_LIMIT });
    return { matches, criteriaMissing };
  }

  async leadsForProperty(caller: Identity, propertyId: string): Promise<PropertyLeadMatches> {
    const [listing] = await this.propertyMatching.summaries([propertyId]);
    if (!listing) throw new NotFoundException('La propiedad no existe o no está publicada');
    const broader = propertyFilterTypes.filter((filter) => propertyTypesMatchedByFilter[filter].includes(listing.propertyType));
    const leads = await this.pipeline.fittingProperty(
      caller,
      {
        operationType: listing.operationType,
        propertyTypes: [listing.propertyType, ...broader],
        state: listing.state,
        // Lower case without accents, as the catalogue folds cities.
        foldedCity: foldForSearch(listing.city),
        price: listing.price,
        bedrooms: listing.bedrooms,
      },
      BUDGET_MARGIN,
      LEADS_PER_PROPERTY,
    );
    const ranked = leads.map(({ cityMatches, lostReason: _lostReason, ...lead }) => ({ lead, score: propertyFit(listing.price, lead, cityMatches).score }));
    return { leads: ranked.sort((a, b) => b.score - a.score) };
  }

  /**
   * Sends the client the chosen listings: by e-mail through the queue (nothing lost while SMTP is down), as from the
   * agent (their name and phone, answers to their mailbox), or as the text of a `wa.me` link the agent opens from
   * their own WhatsApp. Only published listings go; the sending is on the timeline.
   */
  async sendSelection(caller: Identity, leadId: string, selection: LeadSelection): Promise<LeadSelectionReceipt> {
    const lead = await this.visibleLead(caller, leadId);
    const properties = await this.propertyMatching.summaries([...new Set(selection.propertyIds)]);
    if (properties.length === 0) throw new BadRequestException('Ninguna de las propiedades elegidas está publicada');
    if (selection.channel === 'email' && !lead.email) throw new BadRequestException('El cliente no tiene correo registrado');
    if (selection.channel === 'whatsapp' && !lead.phone) throw new BadRequestException('El cliente no tiene teléfono registrado');
    const content: SelectionContent = { clientName: lead.name, properties, message: selection.message, site: this.env.PUBLIC_SITE_URL };
    // The e-mail signs with the agent and sends the client's answer to them: without auth's answer it would do neither.
    const sender = selection.channel === 'email' ? await this.agents.agentById(caller.userId) : null;
    if (selection.channel === 'email' && !sender) throw new ServiceUnavailableException('No pudimos leer tus datos de agente para firmar el correo. Intenta de nuevo en unos segundos.');
    const titles = properties.map((property) => property.title).join('; ');
    await this.dataSource.transaction(async (manager) => {
      if (sender) await this.mails.selection(manager, lead.email!, content, sender);
      const how = selection.channel === 'email' ? `por correo a ${lead.email}` : `por WhatsApp a ${lead.phone}`;
      await this.timeline.record(manager, leadId, 'selection_sent', `Selección de ${properties.length} ${properties.length === 1 ? 'propiedad' : 'propiedades'} enviada ${how}: ${titles}`, caller.userId);
    });
    return selection.channel === 'email'
      ? { channel: 'email', whatsappUrl: null, sentTo: lead.email! }
      : { channel: 'whatsapp', whatsappUrl: whatsappUrl(lead.phone!, selectionText(content)), sentTo: lead.phone! };
  }
}
