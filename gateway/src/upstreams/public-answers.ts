import type { IncomingMessage, ServerResponse } from 'node:http';
import { readCookie, SESSION_COOKIE } from '@prestigio/contracts';
import { LRUCache } from 'lru-cache';

/** An upstream's whole answer, as the gateway keeps and replays it. */
export interface WholeAnswer {
  status: number;
  /** Only the headers that describe the body (see ANSWER_HEADERS); the gateway writes its own request id and policy. */
  headers: Record<string, string>;
  body: Buffer;
}

/** Fetches a request's whole answer from the upstream (UpstreamProxy.fetchWhole): never rejects, failures are answers. */
export type FetchWholeAnswer = () => Promise<WholeAnswer>;

export interface PublicAnswersOptions {
  /** How long an answer is replayed; 0 turns the cache off. */
  ttlMs: number;
  maxEntries: number;
  /** Bodies and keys kept at most, in bytes. */
  maxBytes: number;
}

/** Headers of an upstream answer that describe its body and are replayed with it. */
const ANSWER_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified', 'vary', 'content-language'];

/** `x-cache: HIT` (answered from the cache, or by another request's fetch in flight) or `MISS` (this one asked). */
export const CACHE_STATUS_HEADER = 'x-cache';

const SEARCH_PATH = '/api/properties/search';
/** `GET /api/properties/<one segment>`: a listing's public JSON by id or slug, and `featured`. */
const PUBLIC_LISTING_PATH = /^\/api\/properties\/([^/]+)$/;
/** Single segments under /api/properties that are not a public read (POST-only or agents' routes). */
const NOT_PUBLIC_READS = new Set(['search', 'favourites', 'manage', 'photos', 'site-files']);
/** A search's criteria are a few hundred bytes; larger bodies are passed through, never kept. */
const MOST_KEY_BODY_BYTES = 4_096;

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** JSON with every object's keys sorted: two bodies that parse to the same criteria give the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return `{${Object.keys(record)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The cache key of an anonymous public catalogue read, or null when the request must reach the service: anything with
 * a session cookie, any write, any other route. The search (POST, read-only) is keyed by the canonical form of its
 * JSON body; a body that is not strict UTF-8 JSON is the service's to refuse.
 */
export function publicAnswerKey(req: IncomingMessage, pathname: string, body: Buffer | undefined): string | null {
  if (readCookie(req.headers.cookie, SESSION_COOKIE) !== undefined) return null;
  if (req.method === 'GET') {
    // The query string is part of the key: the service ignores it, but nothing is gained by assuming so.
    const segment = PUBLIC_LISTING_PATH.exec(pathname)?.[1];
    return segment !== undefined && !NOT_PUBLIC_READS.has(segment) ? `GET ${req.url}` : null;
  }
  if (req.method !== 'POST' || req.url !== SEARCH_PATH || !body || body.length > MOST_KEY_BODY_BYTES) return null;
  if (!/^application\/json\s*(;|$)/i.test(req.headers['content-type'] ?? '')) return null;
  try {
    return `POST ${SEARCH_PATH} ${canonicalJson(JSON.parse(strictUtf8.decode(body)))}`;
  } catch {
    return null;
  }
}

/** An agent's change of a listing or its gallery (every one is under /api/properties/manage). */
export function isListingWrite(method: string | undefined, pathname: string): boolean {
  return method !== 'GET' && method !== 'HEAD' && (pathname === '/api/properties/manage' || pathname.startsWith('/api/properties/manage/'));
}

/** The headers of `headers` worth replaying (ANSWER_HEADERS), as single strings. */
export function answerHeadersOf(headers: IncomingMessage['headers']): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of ANSWER_HEADERS) {
    const value = headers[name];
    if (value !== undefined) kept[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return kept;
}

/**
 * A micro-cache of the public catalogue's anonymous answers (the search by its criteria, featured listings, a
 * listing's JSON), the production technique for a read everyone repeats: the landing's default search is the same
 * for every visitor, and at a few hundred requests a second each would otherwise cost a hop to the properties service,
 * its Nest pipeline and its JSON. An answer is replayed for at most `ttlMs` (half a second; issue 29 lets public reads
 * lag a second), from at most `maxEntries` answers and `maxBytes`; simultaneous requests for one answer share one
 * upstream request (lru-cache's fetchMethod). Once an answer is past half its time, the next request for it is still
 * answered from it while it is fetched again in the background (refresh-ahead), so while a search is asked for at
 * least every `ttlMs / 2` no visitor waits for the service, and no answer older than `ttlMs` is ever served. Only 200
 * answers are kept; requests with a session, writes and every other route never come here. Any write this gateway
 * forwards to the properties service clears it (`forget`), so an agent's change shows on this replica at once;
 * another gateway replica's within `ttlMs`.
 */
export class PublicAnswers {
  private readonly answers: LRUCache<string, WholeAnswer, FetchWholeAnswer> | null;

  constructor(private readonly options: PublicAnswersOptions) {
    this.answers =
      options.ttlMs > 0
        ? new LRUCache<string, WholeAnswer, FetchWholeAnswer>({
            max: options.maxEntries,
            maxSize: options.maxBytes,
            sizeCalculation: (answer, key) => answer.body.length + key.length + 200,
            ttl: options.ttlMs,
            // Cleared while a fetch is under way: its callers still get their answer, it is just not kept.
            ignoreFetchAbort: true,
            fetchMethod: async (_key, _stale, { context }) => {
              const answer = await context();
              // A failure or a refusal reaches the requests that waited for it (as this rejection), and is never kept:
              // lru-cache drops the key, with any older answer it had.
              if (answer.status !== 200) throw new AnswerNotKept(answer);
              return answer;
            },
          })
        : null;
  }

  get enabled(): boolean {
    return this.answers !== null;
  }

  /** Answers `res` from the cache, or from `fetch` (shared with the requests asking the same meanwhile). */
  async answer(key: string, res: ServerResponse, fetch: FetchWholeAnswer): Promise<void> {
    const answers = this.answers;
    if (!answers) return replay(res, await fetch(), 'MISS');
    // Time left to a kept answer (0 or less: none, or too old to serve).
    const remainingMs = answers.getRemainingTTL(key);
    const fresh = remainingMs > 0;
    const status: LRUCache.Status<string, WholeAnswer, FetchWholeAnswer> = {};
    let answer: WholeAnswer;
    try {
      answer = (await answers.fetch(key, {
        context: fetch,
        // A fresh answer (or one being fetched again) is served as it is; past half its time, it is fetched again meanwhile.
        allowStale: fresh,
        forceRefresh: fresh && remainingMs < this.options.ttlMs / 2,
        status,
      }))!;
    } catch (error) {
      if (!(error instanceof AnswerNotKept)) throw error;
      answer = error.answer;
    }
    // Waited for the service: no answer, or one too old to serve.
    replay(res, answer, status.fetch === 'miss' || status.fetch === 'stale' ? 'MISS' : 'HIT');
  }

  /** Drops every answer (a write went through this gateway). */
  forget(): void {
    this.answers?.clear();
  }
}

/** An answer other than 200: given to the requests that waited for it, never kept. */
class AnswerNotKept extends Error {
  constructor(readonly answer: WholeAnswer) {
    super(`not kept: ${answer.status}`);
  }
}

function replay(res: ServerResponse, answer: WholeAnswer, cacheStatus: 'HIT' | 'MISS'): void {
  if (res.headersSent || res.destroyed) return;
  // The request id and the security headers are already set on `res` (app.ts), this request's own.
  res.writeHead(answer.status, { ...answer.headers, 'content-length': answer.body.length, [CACHE_STATUS_HEADER]: cacheStatus });
  res.end(answer.body);
}
