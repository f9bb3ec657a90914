import { Module } from '@nestjs/common';
import { PropertiesModule } from '../properties/properties.module.js';
import { PropertySearchRpc } from './property-search-rpc.js';
import { PublicPropertiesController } from './public-properties.controller.js';
import { PublicPropertiesService } from './public-properties.service.js';

/** What visitors and the chat assistant read: the search, the featured properties and a property's public page. */
@Module({
  imports: [PropertiesModule],
  controllers: [PublicPropertiesController],
  providers: [PropertySearchRpc, PublicPropertiesService],
})
export class PublicPropertiesModule {}
