import { Module } from '@nestjs/common';
import { LeadsModule } from '../leads/leads.module.js';
import { ActivitiesController } from './activities.controller.js';
import { ActivitiesRepository } from './activities.repository.js';
import { ActivitiesService } from './activities.service.js';
import { VideoCallConsumer } from './events/video-call.consumer.js';

/** Activities: the portal's list, creation and one-click status, and the Videollamada ones booked calls become. */
@Module({
  imports: [LeadsModule],
  controllers: [ActivitiesController],
  providers: [ActivitiesRepository, ActivitiesService, VideoCallConsumer],
  exports: [ActivitiesRepository],
})
export class ActivitiesModule {}
