import { Injectable, Logger } from '@nestjs/common';
import { leadContactReplySchema, RpcSubjects, userProfileReplySchema } from '@prestigio/contracts';
import { NatsService } from '@prestigio/nest-common';
import { LRUCache } from 'lru-cache';

const TIMEOUT_MS = 1_500;
const NAME_REUSE_MS = 60_000;

/**
 * Whom the live chat names and routes to, asked over NATS: an advisor's display name (auth) and the agent in charge
 * of a CRM client (leads). Neither blocks a conversation when its service does not answer.
 */
@Injectable()
export class PeopleClient {
  private readonly logger = new Logger(PeopleClient.name);
  private readonly names: LRUCache<string, string>;

  constructor(private readonly nats: NatsService) {
    this.names = new LRUCache<string, string>({
      max: 1_000,
      ttl: NAME_REUSE_MS,
      fetchMethod: async (userId) => {
        const profile = await this.nats.request(RpcSubjects.userProfile, { userId }, userProfileReplySchema, TIMEOUT_MS);
        return profile?.fullName?.trim() || profile?.username || 'Asesor';
      },
    });
  }

  /** The advisor's name as the visitor reads it; "Asesor" when auth does not answer. */
  async advisorName(userId: string): Promise<string> {
    try {
      return (await this.names.fetch(userId)) ?? 'Asesor';
    } catch (error) {
      this.logger.warn(`No name for advisor ${userId}: ${(error as Error).message}`);
      return 'Asesor';
    }
  }

  /** The agent in charge of a client (null: unassigned); undefined when leads does not answer. */
  async clientAgent(crmLeadId: string): Promise<string | null | undefined> {
    try {
      const contact = await this.nats.request(RpcSubjects.clientContact, { leadId: crmLeadId }, leadContactReplySchema, TIMEOUT_MS);
      return contact?.agentId ?? null;
    } catch (error) {
      this.logger.warn(`No agent for client ${crmLeadId}: ${(error as Error).message}`);
      return undefined;
    }
  }
}
