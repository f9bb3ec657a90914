import { Module } from '@nestjs/common';
import { VideoCallEventsPublisher } from '../events/video-call-events.publisher.js';
import { AgentDirectoryClient } from './agent-directory.client.js';
import { LeadDirectoryClient } from './lead-directory.client.js';
import { BookingController, PortalVideoCallsController, PublicVideoCallsController } from './video-calls.controller.js';
import { VideoCallsRepository } from './video-calls.repository.js';
import { VideoCallsService } from './video-calls.service.js';

@Module({
  controllers: [BookingController, PublicVideoCallsController, PortalVideoCallsController],
  providers: [VideoCallsRepository, VideoCallsService, AgentDirectoryClient, LeadDirectoryClient, VideoCallEventsPublisher],
})
export class VideoCallsModule {}
