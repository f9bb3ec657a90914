import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { RpcSubjects, searchCriteriaSchema } from '@prestigio/contracts';
import { NatsService } from '@prestigio/nest-common';
import type { Subscription } from 'nats';
import { PublicPropertiesService } from './public-properties.service.js';

/** Answers `properties.search` over NATS, so the chat assistant searches the same properties the same way. */
@Injectable()
export class PropertySearchRpc implements OnApplicationBootstrap, OnApplicationShutdown {
  private subscription?: Subscription;

  constructor(
    private readonly nats: NatsService,
    private readonly properties: PublicPropertiesService,
  ) {}

  onApplicationBootstrap(): void {
    this.subscription = this.nats.serve(RpcSubjects.searchProperties, searchCriteriaSchema, (criteria) => this.properties.search(criteria));
  }

  onApplicationShutdown(): void {
    this.subscription?.unsubscribe();
  }
}
