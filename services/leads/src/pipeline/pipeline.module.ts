import { Module } from '@nestjs/common';
import { ActivitiesModule } from '../activities/activities.module.js';
import { AssignmentModule } from '../assignment/assignment.module.js';
import { LeadsModule } from '../leads/leads.module.js';
import { SavedSearchesModule } from '../saved-searches/saved-searches.module.js';
import { PipelineController } from './pipeline.controller.js';
import { PipelineRepository } from './pipeline.repository.js';
import { PipelineService } from './pipeline.service.js';

/** The agents' portal over leads: list, board, export, detail with the timeline, manual entry, edits, assignment, stage, notes. */
@Module({
  imports: [LeadsModule, AssignmentModule, ActivitiesModule, SavedSearchesModule],
  controllers: [PipelineController],
  providers: [PipelineRepository, PipelineService],
  exports: [PipelineService, PipelineRepository],
})
export class PipelineModule {}
