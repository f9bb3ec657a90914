import { Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import {
  propertyMatchReplySchema,
  propertySummariesReplySchema,
  RpcSubjects,
  type PropertyMatch,
  type PropertyMatchRequest,
  type PropertySummary,
} from '@prestigio/contracts';
import { NatsService } from '@prestigio/nest-common';

const TIMEOUT_MS = 3_000;
const UNAVAILABLE = 'El catálogo no responde en este momento. Intenta de nuevo en unos segundos.';

/** The properties service asked over NATS for the properties that match a client, and for properties by id. */
@Injectable()
export class PropertyMatchingClient {
  private readonly logger = new Logger(PropertyMatchingClient.name);

  constructor(private readonly nats: NatsService) {}

  match(criteria: PropertyMatchRequest): Promise<PropertyMatch[]> {
    return this.ask(RpcSubjects.matchProperties, async () => (await this.nats.request(RpcSubjects.matchProperties, criteria, propertyMatchReplySchema, TIMEOUT_MS)).matches);
  }

  /** Published listings by id or slug, in the order asked. */
  summaries(ids: string[]): Promise<PropertySummary[]> {
    return this.ask(RpcSubjects.propertySummaries, async () => (await this.nats.request(RpcSubjects.propertySummaries, { ids }, propertySummariesReplySchema, TIMEOUT_MS)).properties);
  }

  /** A catalogue that does not answer is a 503 with a Spanish message, never a hung request. */
  private async ask<T>(subject: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      this.logger.warn(`The catalogue did not answer ${subject}: ${(error as Error).message}`);
      throw new ServiceUnavailableException(UNAVAILABLE);
    }
  }
}
