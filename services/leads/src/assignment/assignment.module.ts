import { Module } from '@nestjs/common';
import { AgentDirectoryClient } from './agent-directory.client.js';
import { AssignmentRepository } from './assignment.repository.js';
import { AssignmentService } from './assignment.service.js';

@Module({
  providers: [AgentDirectoryClient, AssignmentRepository, AssignmentService],
  exports: [AssignmentService],
})
export class AssignmentModule {}
