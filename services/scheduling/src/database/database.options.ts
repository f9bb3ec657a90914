import type { ServiceDatabaseOptions } from '@prestigio/nest-common';
import { VideoCall } from '../video-calls/video-call.entity.js';
import { Init1795327978000 } from './migrations/1795327978000-init.js';
import { VideoCalls1795500000000 } from './migrations/1795500000000-video-calls.js';
import { AgentPhone1795700000000 } from './migrations/1795700000000-agent-phone.js';
import { BookingReceipts1796100000000 } from './migrations/1796100000000-booking-receipts.js';
import { MailSender1797200000100 } from './migrations/1797200000100-mail-sender.js';

/** Schema `scheduling`, shared by the app (DatabaseModule) and the standalone migrate entry point. */
export const databaseOptions: ServiceDatabaseOptions = {
  schema: 'scheduling',
  entities: [VideoCall],
  migrations: [Init1795327978000, VideoCalls1795500000000, AgentPhone1795700000000, BookingReceipts1796100000000, MailSender1797200000100],
};
