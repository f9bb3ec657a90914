import { Module } from '@nestjs/common';
import { LeadsModule } from '../leads/leads.module.js';
import { PipelineController } from './pipeline.controller.js';
import { PipelineRepository } from './pipeline.repository.js';
import { PipelineService } from './pipeline.service.js';

/** The agents' portal over leads: list, detail with the timeline, stage, notes. */
@Module({
  imports: [LeadsModule],
  controllers: [PipelineController],
  providers: [PipelineRepository, PipelineService],
  exports: [PipelineService, PipelineRepository],
})
export class PipelineModule {}
