import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { propertyMatchRequestSchema, propertySummariesRequestSchema, RpcSubjects } from '@prestigio/contracts';
import { NatsService } from '@prestigio/nest-common';
import type { Subscription } from 'nats';
import { PropertyMatchingService } from './property-matching.service.js';

/** Answers the CRM: `properties.match` (listings for a client's criteria) and `properties.summaries` (by id). */
@Injectable()
export class PropertyMatchingRpc implements OnApplicationBootstrap, OnApplicationShutdown {
  private subscriptions: Subscription[] = [];

  constructor(
    private readonly nats: NatsService,
    private readonly matching: PropertyMatchingService,
  ) {}

  onApplicationBootstrap(): void {
    this.subscriptions = [
      this.nats.serve(RpcSubjects.matchProperties, propertyMatchRequestSchema, (criteria) => this.matching.match(criteria)),
      this.nats.serve(RpcSubjects.propertySummaries, propertySummariesRequestSchema, ({ ids }) => this.matching.summaries(ids)),
    ];
  }

  onApplicationShutdown(): void {
    for (const subscription of this.subscriptions) subscription.unsubscribe();
  }
}
