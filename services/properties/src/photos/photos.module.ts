import { Module } from '@nestjs/common';
import { PropertiesModule } from '../properties/properties.module.js';
import { PhotoStorage } from './photo-storage.js';
import { PhotosController } from './photos.controller.js';
import { PhotosRepository } from './photos.repository.js';
import { PhotosService } from './photos.service.js';

/** A property's gallery: uploads, order, removal, and the files themselves. */
@Module({
  imports: [PropertiesModule],
  controllers: [PhotosController],
  providers: [PhotoStorage, PhotosRepository, PhotosService],
})
export class PhotosModule {}
