import { Module } from '@nestjs/common';
import { ChatGateway } from '../realtime/chat.gateway.js';
import { PropertySearchClient } from './property-search.client.js';
import { ConversationsRepository } from './conversations.repository.js';
import { ConversationsService } from './conversations.service.js';
import { LeadReadyConsumer } from './events/lead-ready.consumer.js';

@Module({ providers: [PropertySearchClient, ConversationsRepository, ConversationsService, LeadReadyConsumer, ChatGateway] })
export class ConversationsModule {}
