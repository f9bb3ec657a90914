import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ServiceCoreModule } from '@prestigio/nest-common';
import { databaseOptions } from './database/database.options.js';
import { CatalogueSeeder } from './database/seeds/catalogue-seeder.js';
import { AgentDirectory } from './listings/agent-directory.js';
import { ListingsService } from './listings/listings.service.js';
import { ManagePropertiesController } from './listings/manage-properties.controller.js';
import { PropertiesRepository } from './listings/properties.repository.js';
import { Property } from './listings/property.entity.js';
import { PublicPropertiesController } from './listings/public-properties.controller.js';
import { PhotoStorage } from './photos/photo-storage.js';
import { PhotosController } from './photos/photos.controller.js';
import { PhotosService } from './photos/photos.service.js';
import { PropertyPhoto } from './photos/property-photo.entity.js';
import { SearchRpc } from './search/search-rpc.js';
import { SearchController } from './search/search.controller.js';
import { SearchService } from './search/search.service.js';

@Module({
  imports: [ServiceCoreModule.forService(databaseOptions), TypeOrmModule.forFeature([Property, PropertyPhoto])],
  // Fixed paths (search, manage, photos) before the public `:idOrSlug` catch-all.
  controllers: [SearchController, ManagePropertiesController, PhotosController, PublicPropertiesController],
  providers: [
    AgentDirectory,
    CatalogueSeeder,
    ListingsService,
    PhotoStorage,
    PhotosService,
    PropertiesRepository,
    SearchRpc,
    SearchService,
  ],
})
export class AppModule {}
