import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { RpcSubjects, searchCriteriaSchema } from '@prestigio/contracts';
import { NatsService } from '@prestigio/nest-common';
import type { Subscription } from 'nats';
import { SearchService } from './search.service.js';

/** Answers `properties.search` over NATS, so the chat assistant searches the same catalogue the same way. */
@Injectable()
export class SearchRpc implements OnApplicationBootstrap, OnApplicationShutdown {
  private subscription?: Subscription;

  constructor(
    private readonly nats: NatsService,
    private readonly search: SearchService,
  ) {}

  onApplicationBootstrap(): void {
    this.subscription = this.nats.serve(RpcSubjects.searchProperties, searchCriteriaSchema, (criteria) => this.search.search(criteria));
  }

  onApplicationShutdown(): void {
    this.subscription?.unsubscribe();
  }
}
