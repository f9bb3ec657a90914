import { Module } from '@nestjs/common';
import { LeadsModule } from '../leads/leads.module.js';
import { ContactCollectedConsumer } from './events/contact-collected.consumer.js';

/** Leads from the chat assistant: the consumer of `chat.contact.collected`. */
@Module({ imports: [LeadsModule], providers: [ContactCollectedConsumer] })
export class ChatIntakeModule {}
