import { Module } from '@nestjs/common';
import { MailModule, ServiceCoreModule } from '@prestigio/nest-common';
import { databaseOptions } from './database/database.options.js';
import { VideoCallsModule } from './video-calls/video-calls.module.js';

@Module({
  imports: [ServiceCoreModule.forService(databaseOptions), MailModule, VideoCallsModule],
})
export class AppModule {}
