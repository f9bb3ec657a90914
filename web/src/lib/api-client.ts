import type { ErrorBody } from '@prestigio/contracts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Raises a non-OK response as `"<status>: <body text or status text>"`, the error shape the whole UI relies on. */
async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text();
  throw new Error(`${res.status}: ${text || res.statusText}`);
}

/** Successful bodies are JSON; an empty body (e.g. 204 after logout) becomes null instead of a parse error. */
async function parseJson<T>(res: Response): Promise<T> {
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** One call to our API: sends the session cookie, a JSON body when given, and returns the parsed JSON answer. */
export async function apiRequest<T = unknown>(method: HttpMethod, url: string, body?: unknown): Promise<T> {
  const res = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return parseJson<T>(res);
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** SWR keys are the URL itself, or an array whose first element is the URL (later elements only tell caches apart). */
export type QueryKey = string | readonly [string, ...unknown[]];

/**
 * Builds an SWR fetcher for GET requests. With `on401: 'returnNull'` an unauthenticated answer is data (null), which
 * is how "who is signed in" is asked without treating "nobody" as an error.
 */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }) {
  return async (key: QueryKey): Promise<T | null> => {
    const url = typeof key === 'string' ? key : key[0];
    const res = await fetch(url, { credentials: 'include' });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return parseJson<T>(res);
  };
}

const STATUS_PREFIX = /^\d{3}: /;

/**
 * The JSON error body (`{ statusCode, message, errors? }`) of an error raised by this client, or undefined when the
 * error did not come from our API (network failure, HTML from a proxy, a body of another shape).
 */
export function apiErrorBody(error: unknown): ErrorBody | undefined {
  if (!(error instanceof Error) || !STATUS_PREFIX.test(error.message)) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(error.message.replace(STATUS_PREFIX, ''));
  } catch {
    return undefined;
  }
  return asErrorBody(body);
}

/**
 * The contract's error shape (errorBodySchema) checked by hand, keeping only its fields: the schema would pull zod
 * into the landing's entry chunk, and every page loads this client.
 */
function asErrorBody(body: unknown): ErrorBody | undefined {
  if (!isPlainObject(body)) return undefined;
  const { statusCode, message, errors } = body;
  if (!Number.isSafeInteger(statusCode) || typeof message !== 'string') return undefined;
  if (errors === undefined) return { statusCode: statusCode as number, message };
  if (!isPlainObject(errors) || !Object.values(errors).every((text) => typeof text === 'string')) return undefined;
  return { statusCode: statusCode as number, message, errors: errors as Record<string, string> };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The server's own `message` from an error raised by this client, when the body was our JSON error shape; the UI
 * shows it in preference to its generic text. Anything else (network failure, HTML from a proxy) gives undefined.
 */
export function apiErrorMessage(error: unknown): string | undefined {
  const message = apiErrorBody(error)?.message;
  return message !== undefined && message.trim() !== '' ? message : undefined;
}
