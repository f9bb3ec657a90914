import { Module } from '@nestjs/common';
import { LeadsModule } from '../leads/leads.module.js';
import { ContactCollectedConsumer } from './events/contact-collected.consumer.js';
import { LiveChatTimelineConsumer } from './events/live-chat-timeline.consumer.js';

/** Leads from the chat: `chat.contact.collected`, and the live chat's handoff steps on the client's timeline. */
@Module({ imports: [LeadsModule], providers: [ContactCollectedConsumer, LiveChatTimelineConsumer] })
export class ChatIntakeModule {}
