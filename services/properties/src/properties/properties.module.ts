import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AgentDirectoryClient } from './agent-directory.client.js';
import { AgentProfileUpdatedConsumer } from './events/agent-profile-updated.consumer.js';
import { ManagePropertiesController } from './manage-properties.controller.js';
import { PropertiesRepository } from './properties.repository.js';
import { PropertiesService } from './properties.service.js';
import { PropertyPhoto } from './property-photo.entity.js';
import { Property } from './property.entity.js';

/**
 * The portal's property management, and the repository of the properties and their galleries that the public pages
 * and the photo uploads read through (so search totals are recounted after every change made here); the agents' cards on
 * their listings follow their profile changes.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Property, PropertyPhoto])],
  controllers: [ManagePropertiesController],
  providers: [AgentDirectoryClient, AgentProfileUpdatedConsumer, PropertiesRepository, PropertiesService],
  exports: [PropertiesRepository, PropertiesService],
})
export class PropertiesModule {}
