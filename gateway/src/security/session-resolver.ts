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
import { LRUCache } from 'lru-cache';
import { headers as natsHeaders, JSONCodec, type NatsConnection, type Subscription } from 'nats';
import { Logger } from '../logger.js';

export interface SessionResolverOptions {
  /** How long an answer is reused. Short: invalidation events make it exact, the TTL bounds a missed event. */
  cacheTtlMs?: number;
  requestTimeoutMs?: number;
  maxEntries?: number;
}

/** A cached answer (lru-cache holds objects, and an anonymous session's answer is null). */
interface CacheEntry {
  identity: Identity | null;
}

/** What one lookup sends to auth. */
interface SessionLookup {
  token: string;
  requestId: string | undefined;
}

const json = JSONCodec();

/**
 * Turns the session cookie into an identity by asking auth over NATS (`auth.session.resolve`), with a short cache
 * keyed by the SHA-256 of the token (the same key auth announces): lru-cache with a TTL, whose fetchMethod shares one
 * lookup among the requests of a session that arrive together. Entries are dropped when auth announces a logout (that
 * session) or a change of a user's access (every entry: the cache lives two seconds). Dropping an entry aborts its
 * lookup in flight, so a revoked identity can never be cached by a late answer; the requests that were waiting on it
 * ask again.
 */
export class SessionResolver {
  private readonly logger = new Logger('SessionResolver');
  private readonly cache: LRUCache<string, CacheEntry, SessionLookup>;
  private readonly subscriptions: Subscription[] = [];
  /** Bumped by every invalidation: a request whose lookup was aborted by one asks again. */
  private generation = 0;
  private readonly requestTimeoutMs: number;

  constructor(
    private readonly nats: NatsConnection,
    private readonly namespace: string,
    options: SessionResolverOptions = {},
  ) {
    this.requestTimeoutMs = options.requestTimeoutMs ?? 1_500;
    this.cache = new LRUCache<string, CacheEntry, SessionLookup>({
      max: options.maxEntries ?? 10_000,
      ttl: options.cacheTtlMs ?? 2_000,
      fetchMethod: async (_key, _stale, { context }) => ({ identity: await this.ask(context.token, context.requestId) }),
    });
  }

  start(): void {
    this.listen(EventSubjects.userLoggedOut, (data) => {
      const event = userLoggedOutEventSchema.parse(data);
      this.invalidate(() => this.cache.delete(event.sessionKey));
    });
    this.listen(EventSubjects.userAccessChanged, (data) => {
      userAccessChangedEventSchema.parse(data);
      // Which lookups in flight belong to that user is unknown until they answer: drop them all, with the cache.
      this.invalidate(() => this.cache.clear());
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
    const requestId = req.headers[REQUEST_ID_HEADER];
    const context = { token, requestId: typeof requestId === 'string' ? requestId : undefined };
    for (let attempt = 1; ; attempt++) {
      const generation = this.generation;
      try {
        const entry = await this.cache.fetch(key, { context });
        return entry!.identity;
      } catch (error) {
        // Aborted by an invalidation (its answer may be revoked): ask again, once.
        if (generation === this.generation || attempt > 1) throw error;
      }
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

  private invalidate(drop: () => void): void {
    this.generation += 1;
    drop();
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
