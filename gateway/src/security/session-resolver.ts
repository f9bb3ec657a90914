import type { IncomingMessage } from 'node:http';
import {
  eventEnvelopeSchema,
  eventSubject,
  EventSubjects,
  readCookie,
  REQUEST_ID_HEADER,
  resolveSessionReplySchema,
  rpcReplySchema,
  rpcSubject,
  RpcSubjects,
  SESSION_COOKIE,
  userAccessChangedEventSchema,
  userLoggedOutEventSchema,
  type Identity,
} from '@prestigio/contracts';
import { sessionKeyOf } from '@prestigio/contracts/identity-token';
import { headers as natsHeaders, JSONCodec, type NatsConnection, type Subscription } from 'nats';
import { Logger } from '../logger.js';

export interface SessionResolverOptions {
  /** How long an answer is reused. Short: invalidation events make it exact, the TTL bounds a missed event. */
  cacheTtlMs?: number;
  requestTimeoutMs?: number;
  maxEntries?: number;
}

interface CacheEntry {
  identity: Identity | null;
  expiresAt: number;
}

const json = JSONCodec();

/**
 * Turns the session cookie into an identity by asking auth over NATS (`auth.session.resolve`), with a short cache
 * keyed by the SHA-256 of the token (the same key auth announces). Entries are dropped when auth announces a logout
 * or a change of a user's access. A resolution that was in flight when an invalidation arrived is not cached, so a
 * revoked identity can never be re-cached by a late answer.
 */
export class SessionResolver {
  private readonly logger = new Logger('SessionResolver');
  private readonly cache = new Map<string, CacheEntry>();
  /** Lookups under way, with the invalidation generation they started in. */
  private readonly inFlight = new Map<string, { generation: number; lookup: Promise<Identity | null> }>();
  private readonly subscriptions: Subscription[] = [];
  private generation = 0;
  private readonly cacheTtlMs: number;
  private readonly requestTimeoutMs: number;
  private readonly maxEntries: number;

  constructor(
    private readonly nats: NatsConnection,
    private readonly namespace: string,
    options: SessionResolverOptions = {},
  ) {
    this.cacheTtlMs = options.cacheTtlMs ?? 2_000;
    this.requestTimeoutMs = options.requestTimeoutMs ?? 1_500;
    this.maxEntries = options.maxEntries ?? 10_000;
  }

  start(): void {
    this.listen(EventSubjects.userLoggedOut, (data) => {
      const event = userLoggedOutEventSchema.parse(data);
      this.invalidate((key) => key === event.sessionKey);
    });
    this.listen(EventSubjects.userAccessChanged, (data) => {
      const { userId } = userAccessChangedEventSchema.parse(data);
      this.invalidate((_key, entry) => entry.identity?.userId === userId);
    });
  }

  stop(): void {
    for (const subscription of this.subscriptions) subscription.unsubscribe();
    this.subscriptions.length = 0;
    this.cache.clear();
  }

  /** An IdentityResolver for the gateway: null for anonymous visitors; throws when auth cannot be asked. */
  readonly resolve = async (req: IncomingMessage): Promise<Identity | null> => {
    const token = readCookie(req.headers.cookie, SESSION_COOKIE);
    if (!token || token.length > 200) return null;
    const key = sessionKeyOf(token);
    const cached = this.cache.get(key);
    if (cached && cached.expiresAt > Date.now()) return cached.identity;
    // Joining a lookup is safe only if no invalidation happened since it started: it may carry a revoked identity.
    const pending = this.inFlight.get(key);
    if (pending && pending.generation === this.generation) return pending.lookup;
    const requestId = req.headers[REQUEST_ID_HEADER];
    const lookup = this.ask(token, typeof requestId === 'string' ? requestId : undefined);
    const generation = this.generation;
    this.inFlight.set(key, { generation, lookup });
    try {
      const identity = await lookup;
      if (generation === this.generation) this.remember(key, identity);
      return identity;
    } finally {
      if (this.inFlight.get(key)?.lookup === lookup) this.inFlight.delete(key);
    }
  };

  private async ask(token: string, requestId: string | undefined): Promise<Identity | null> {
    const headers = natsHeaders();
    if (requestId) headers.set(REQUEST_ID_HEADER, requestId);
    const message = await this.nats.request(rpcSubject(this.namespace, RpcSubjects.resolveSession), json.encode({ token }), {
      timeout: this.requestTimeoutMs,
      headers,
    });
    const reply = rpcReplySchema.parse(json.decode(message.data));
    if (!reply.ok) throw new Error(`auth refused to resolve a session: ${reply.error.statusCode} ${reply.error.message}`);
    return resolveSessionReplySchema.parse(reply.data).identity;
  }

  private remember(key: string, identity: Identity | null): void {
    if (this.cache.size >= this.maxEntries) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    this.cache.set(key, { identity, expiresAt: Date.now() + this.cacheTtlMs });
  }

  private invalidate(matches: (key: string, entry: CacheEntry) => boolean): void {
    this.generation += 1;
    for (const [key, entry] of this.cache) if (matches(key, entry)) this.cache.delete(key);
  }

  private listen(subject: (typeof EventSubjects)[keyof typeof EventSubjects], handle: (data: unknown) => void): void {
    const subscription = this.nats.subscribe(eventSubject(this.namespace, subject), {
      callback: (error, message) => {
        if (error) return this.logger.warn(`subscription to ${subject} failed: ${error.message}`);
        try {
          handle(eventEnvelopeSchema.parse(json.decode(message.data)).data);
        } catch (parseError) {
          this.logger.warn(`ignored a malformed ${subject} event: ${(parseError as Error).message}`);
        }
      },
    });
    this.subscriptions.push(subscription);
  }
}
