import { Module } from '@nestjs/common';
import { AgentsGateway } from '../live-chat/agents.gateway.js';
import { LeadAssignedConsumer } from '../live-chat/events/lead-assigned.consumer.js';
import { LiveBus } from '../live-chat/live-bus.js';
import { LiveChatController } from '../live-chat/live-chat.controller.js';
import { LiveChatRepository } from '../live-chat/live-chat.repository.js';
import { LiveChatService } from '../live-chat/live-chat.service.js';
import { PeopleClient } from '../live-chat/people.client.js';
import { ChatGateway } from '../realtime/chat.gateway.js';
import { PropertySearchClient } from './property-search.client.js';
import { SavedSearchClient } from './saved-search.client.js';
import { ConversationsRepository } from './conversations.repository.js';
import { ConversationsService } from './conversations.service.js';
import { LeadReadyConsumer } from './events/lead-ready.consumer.js';

/** The visitor's chat and the advisors' inbox over it (issue 26): one module, since a visitor's turn may hand off. */
@Module({
  controllers: [LiveChatController],
  providers: [
    PropertySearchClient,
    SavedSearchClient,
    ConversationsRepository,
    ConversationsService,
    LeadReadyConsumer,
    LeadAssignedConsumer,
    ChatGateway,
    LiveBus,
    LiveChatRepository,
    LiveChatService,
    PeopleClient,
    AgentsGateway,
  ],
})
export class ConversationsModule {}
