import { Module } from '@nestjs/common';
import { ServiceCoreModule } from '@prestigio/nest-common';
import { databaseOptions } from './database/database.options.js';
import { MatchingModule } from './matching/matching.module.js';
import { PhotosModule } from './photos/photos.module.js';
import { PropertiesModule } from './properties/properties.module.js';
import { PublicPropertiesModule } from './public-properties/public-properties.module.js';
import { SiteFilesModule } from './site-files/site-files.module.js';
import { SeedingModule } from './seeding/seeding.module.js';

@Module({
  // Routes are registered in this order: the fixed paths (manage, photos) before the public `:idOrSlug` catch-all.
  imports: [ServiceCoreModule.forService(databaseOptions), PropertiesModule, PhotosModule, PublicPropertiesModule, SeedingModule, MatchingModule, SiteFilesModule],
})
export class AppModule {}
