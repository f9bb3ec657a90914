import { Module } from '@nestjs/common';
import { AssignmentModule } from '../assignment/assignment.module.js';
import { LeadsModule } from '../leads/leads.module.js';
import { PipelineModule } from '../pipeline/pipeline.module.js';
import { PropertyMatchingClient } from './property-matching.client.js';
import { MatchingController } from './matching.controller.js';
import { MatchingService } from './matching.service.js';

/** Listings that fit a client and clients a listing fits; selections sent by e-mail or WhatsApp. */
@Module({
  imports: [LeadsModule, PipelineModule, AssignmentModule],
  controllers: [MatchingController],
  providers: [PropertyMatchingClient, MatchingService],
})
export class MatchingModule {}
