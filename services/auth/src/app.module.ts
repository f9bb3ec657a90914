import { Module } from '@nestjs/common';
import { ServiceCoreModule } from '@prestigio/nest-common';
import { databaseOptions } from './database/database.options.js';

@Module({
  imports: [ServiceCoreModule.forService(databaseOptions)],
})
export class AppModule {}
