import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { EventSubjects, userProfileUpdatedEventSchema } from '@prestigio/contracts';
import { IdempotentEventConsumer } from '@prestigio/nest-common';
import { agentCardOf } from '../agent-directory.client.js';
import { PropertiesRepository } from '../properties.repository.js';

/**
 * An agent changed their name or phone in "Mi perfil": every listing in their charge shows the new card (the "Llamar"
 * and WhatsApp links of its page). A redelivered event is skipped (processed_events), and one older than the card a
 * listing already shows is ignored (the event's occurredAt against agent_card_at).
 */
@Injectable()
export class AgentProfileUpdatedConsumer implements OnApplicationBootstrap {
  private readonly logger = new Logger(AgentProfileUpdatedConsumer.name);

  constructor(
    private readonly events: IdempotentEventConsumer,
    private readonly properties: PropertiesRepository,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    // The durable name is the consumer's identity in JetStream and in processed_events: never rename it.
    return this.events.consume(EventSubjects.userProfileUpdated, 'properties-agent-profile-updated', userProfileUpdatedEventSchema, async (data, { manager, envelope }) => {
      const changed = await this.properties.replaceAgentCard(manager, data.userId, agentCardOf(data), new Date(envelope.occurredAt));
      if (changed > 0) this.logger.log(`Agent card of ${data.userId} replaced on ${changed} listing(s)`);
    });
  }
}
