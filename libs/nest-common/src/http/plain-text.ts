import type { NextFunction, Request, Response } from 'express';
import type { ErrorBody } from '@prestigio/contracts';
import { ErrorMessages } from './error-messages.js';

/** C0 control characters and DEL, except tab and line breaks (messages keep their paragraphs). */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's whole purpose
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
/**
 * Half of a surrogate pair without its other half (JSON's `"\ud800"` makes one): no character at all, stored by
 * Postgres as U+FFFD. With the `u` flag a complete pair is one code point and does not match.
 */
const LONE_SURROGATES = /[\uD800-\uDFFF]/gu;
/** The same characters percent-encoded in a URL (`%00`…`%1F`, `%7F`), or raw. */
// eslint-disable-next-line no-control-regex -- see above
const CONTROL_IN_URL = /%(?:0[0-9a-f]|1[0-9a-f]|7f)|[\u0000-\u001F\u007F]/i;
/** Deeper than any body the API takes: below it, strings are left for validation to refuse as the wrong shape. */
const MAX_DEPTH = 16;

/** Every string of a value, at most MAX_DEPTH levels down, passed through `clean`. */
function mapStrings(value: unknown, clean: (text: string) => string, depth = 0): unknown {
  if (typeof value === 'string') return clean(value);
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, clean, depth + 1));
  // Own enumerable keys only, into a plain object: `__proto__` stays an ordinary key and pollutes nothing.
  const cleaned: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [key, field] of Object.entries(value)) cleaned[key] = mapStrings(field, clean, depth + 1);
  return Object.setPrototypeOf(cleaned, Object.prototype) as Record<string, unknown>;
}

/**
 * Every string without lone surrogates: half a pair is no character at all, and Postgres would store U+FFFD. Walks at
 * most MAX_DEPTH levels, so a hostile, deeply nested body costs nothing more.
 */
export function withoutLoneSurrogates(value: unknown): unknown {
  return mapStrings(value, (text) => text.replace(LONE_SURROGATES, ''));
}

/**
 * Every string without control characters (tab and line breaks kept) and lone surrogates: for the chat's frames,
 * whose text is free conversation. HTTP bodies and queries keep their control characters, so the contracts' text
 * schemas refuse them with a Spanish 400 naming the field (libs/contracts `lineText`/`paragraphText`).
 */
export function withoutControlCharacters(value: unknown): unknown {
  return mapStrings(value, (text) => text.replace(CONTROL_CHARACTERS, '').replace(LONE_SURROGATES, ''));
}

/**
 * Applied to every request after the body is read: body and query without lone surrogates. A path holding a control
 * character (`/api/properties/casa%00`) names nothing a person could have written: 400 with a Spanish message.
 */
export function plainTextRequests(request: Request, response: Response, next: NextFunction): void {
  const path = request.url.split('?', 1)[0] ?? '';
  if (CONTROL_IN_URL.test(path)) {
    const body: ErrorBody = { statusCode: 400, message: ErrorMessages.controlCharactersInPath };
    response.status(400).json(body);
    return;
  }
  if (request.body !== undefined) request.body = withoutLoneSurrogates(request.body);
  // Express 5 computes req.query on each read: the cleaned copy is fixed on this request.
  const query = withoutLoneSurrogates(request.query);
  Object.defineProperty(request, 'query', { value: query, writable: true, configurable: true, enumerable: true });
  next();
}

/** Thrown by the body parsers' `verify` hook for a body that is not valid UTF-8 (400, see toErrorBody). */
export class InvalidUtf8Error extends Error {
  readonly status = 400;
  readonly statusCode = 400;
  readonly expose = true;
  readonly type = 'entity.encoding.invalid';

  constructor() {
    super('request body is not valid UTF-8');
  }
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * body-parser's `verify` hook: refuses a body that is not valid UTF-8 instead of storing replacement characters
 * (the parser would decode it leniently).
 */
export function refuseInvalidUtf8(_request: unknown, _response: unknown, body: Buffer): void {
  try {
    strictUtf8.decode(body);
  } catch {
    throw new InvalidUtf8Error();
  }
}
