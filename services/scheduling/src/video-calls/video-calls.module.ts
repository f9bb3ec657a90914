import { Module } from '@nestjs/common';
import { VideoCallEventsPublisher } from '../events/video-call-events.publisher.js';
import { DirectoryClient } from './directory.client.js';
import { BookingController, PortalVideoCallsController, PublicVideoCallsController } from './video-calls.controller.js';
import { VideoCallsRepository } from './video-calls.repository.js';
import { VideoCallsService } from './video-calls.service.js';

@Module({
  controllers: [BookingController, PublicVideoCallsController, PortalVideoCallsController],
  providers: [VideoCallsRepository, VideoCallsService, DirectoryClient, VideoCallEventsPublisher],
})
export class VideoCallsModule {}
