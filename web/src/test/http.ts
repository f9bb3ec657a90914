import { delay, http, HttpResponse, type JsonBodyType } from 'msw';

export { delay, http, HttpResponse };

/** The API's JSON error body (`{ statusCode, message, errors? }`), as the services answer a rejected request. */
export function apiError(statusCode: number, message: string, errors?: Record<string, string>) {
  return HttpResponse.json({ statusCode, message, ...(errors ? { errors } : {}) } satisfies JsonBodyType, { status: statusCode });
}

/**
 * Holds a handler's answer until the test calls `release()`, so the test can look at the page while the request runs
 * ("Enviando...", a disabled button): `await held.released` inside the handler.
 */
export function heldAnswer() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { release, released };
}
