import { Module } from '@nestjs/common';
import { LeadsModule } from '../leads/leads.module.js';
import { ActivitiesRepository } from './activities.repository.js';
import { VideoCallConsumer } from './events/video-call.consumer.js';

/** Activities: so far the Videollamada ones that booked calls become, and the dashboard's figures. */
@Module({
  imports: [LeadsModule],
  providers: [ActivitiesRepository, VideoCallConsumer],
  exports: [ActivitiesRepository],
})
export class ActivitiesModule {}
