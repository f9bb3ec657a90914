import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** What follows one unit of work (an HTTP request or a NATS message) through every await. */
export interface RequestContext {
  /** The request id (`x-request-id`) or, for a NATS message, the event's correlationId. */
  correlationId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** A caller-supplied id is kept only when it is short and plain, so logs and headers cannot be polluted. */
const acceptableIdPattern = /^[A-Za-z0-9._:-]{1,128}$/;

export function normalizeCorrelationId(candidate: unknown): string {
  return typeof candidate === 'string' && acceptableIdPattern.test(candidate) ? candidate : randomUUID();
}

export function runWithCorrelationId<T>(correlationId: string, work: () => T): T {
  return storage.run({ correlationId }, work);
}

export function currentCorrelationId(): string | undefined {
  return storage.getStore()?.correlationId;
}
