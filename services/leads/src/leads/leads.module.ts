import { Module } from '@nestjs/common';
import { AssignmentModule } from '../assignment/assignment.module.js';
import { LeadMails } from './lead-mails.js';
import { LeadTimelineRepository } from './lead-timeline.repository.js';
import { LeadsController } from './leads.controller.js';
import { LeadsRepository } from './leads.repository.js';
import { LeadsService } from './leads.service.js';
import { TimelineAuthors } from './timeline-authors.js';

@Module({
  imports: [AssignmentModule],
  controllers: [LeadsController],
  providers: [LeadsRepository, LeadsService, LeadTimelineRepository, LeadMails, TimelineAuthors],
  exports: [LeadsService, LeadsRepository, LeadTimelineRepository, LeadMails, TimelineAuthors],
})
export class LeadsModule {}
