import type { ServiceDatabaseOptions } from '@prestigio/nest-common';
import { Init1795327978000 } from './migrations/1795327978000-init.js';
import { Conversations1795600000000 } from './migrations/1795600000000-conversations.js';
import { LiveChat1797300000000 } from './migrations/1797300000000-live-chat.js';
import { ConversationsByClient1797600000000 } from './migrations/1797600000000-conversations-by-client.js';

/** Schema `chat`, shared by the app (DatabaseModule) and the standalone migrate entry point. */
export const databaseOptions: ServiceDatabaseOptions = {
  schema: 'chat',
  entities: [],
  migrations: [Init1795327978000, Conversations1795600000000, LiveChat1797300000000, ConversationsByClient1797600000000],
};
