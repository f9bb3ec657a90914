import { Module } from '@nestjs/common';
import { ServiceCoreModule } from '@prestigio/nest-common';
import { databaseOptions } from './database/database.options.js';
import { RealtimeModule } from './realtime/realtime.module.js';

@Module({
  imports: [ServiceCoreModule.forService(databaseOptions), RealtimeModule],
})
export class AppModule {}
