import { Injectable } from '@nestjs/common';
import type { LeadContact } from '@prestigio/contracts';
import { DataSource } from 'typeorm';
import { Lead } from '../leads/lead.entity.js';

/** A lead's contact for other services. `agentId` stays null until the CRM stores the agent in charge of a lead. */
@Injectable()
export class LeadDirectoryRepository {
  constructor(private readonly dataSource: DataSource) {}

  async findContact(leadId: string): Promise<LeadContact | null> {
    const lead = await this.dataSource.getRepository(Lead).findOne({
      where: { id: leadId },
      select: { id: true, name: true, email: true, phone: true },
    });
    if (!lead) return null;
    return { id: lead.id, name: lead.name, email: lead.email, phone: lead.phone, agentId: null };
  }
}
