import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { catalogueSearchSchema, RpcSubjects } from '@prestigio/contracts';
import { NatsService } from '@prestigio/nest-common';
import type { Subscription } from 'nats';
import { PublicPropertiesService } from './public-properties.service.js';

/**
 * Answers `properties.search` over NATS, so the chat assistant searches the same properties the same way, and the CRM's
 * dashboard counts an agent's published listings (`agentId`).
 */
@Injectable()
export class PropertySearchRpc implements OnApplicationBootstrap, OnApplicationShutdown {
  private subscription?: Subscription;

  constructor(
    private readonly nats: NatsService,
    private readonly properties: PublicPropertiesService,
  ) {}

  onApplicationBootstrap(): void {
    this.subscription = this.nats.serve(RpcSubjects.searchProperties, catalogueSearchSchema, (criteria) => this.properties.search(criteria));
  }

  onApplicationShutdown(): void {
    this.subscription?.unsubscribe();
  }
}
