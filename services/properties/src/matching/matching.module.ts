import { Module } from '@nestjs/common';
import { PropertiesModule } from '../properties/properties.module.js';
import { PropertyMatchingRpc } from './property-matching-rpc.js';
import { PropertyMatchingService } from './property-matching.service.js';

/** The CRM's questions about the catalogue: which published listings fit a client, and listings by id. */
@Module({
  imports: [PropertiesModule],
  providers: [PropertyMatchingRpc, PropertyMatchingService],
})
export class MatchingModule {}
