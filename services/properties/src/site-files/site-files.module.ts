import { Module } from '@nestjs/common';
import { PropertiesModule } from '../properties/properties.module.js';
import { SiteFilesController } from './site-files.controller.js';
import { SiteFilesService } from './site-files.service.js';

/** robots.txt and sitemap.xml, written from the published catalogue. */
@Module({
  imports: [PropertiesModule],
  controllers: [SiteFilesController],
  providers: [SiteFilesService],
})
export class SiteFilesModule {}
