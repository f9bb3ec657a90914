import { Injectable } from '@nestjs/common';
import type { LeadContact } from '@prestigio/contracts';
import { DataSource } from 'typeorm';
import { Lead } from '../leads/lead.entity.js';

/** A lead's contact for other services, with the agent in charge (null while nobody is). */
@Injectable()
export class LeadDirectoryRepository {
  constructor(private readonly dataSource: DataSource) {}

  async findContact(leadId: string): Promise<LeadContact | null> {
    const lead = await this.dataSource.getRepository(Lead).findOne({
      where: { id: leadId },
      select: { id: true, name: true, email: true, phone: true, assignedAgentId: true },
    });
    if (!lead) return null;
    return { id: lead.id, name: lead.name, email: lead.email, phone: lead.phone, agentId: lead.assignedAgentId };
  }
}
