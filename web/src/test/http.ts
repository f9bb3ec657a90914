import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import { server } from './server';

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

/**
 * Answers `method path` with `answer()` only once the test calls `release()` (see heldAnswer); `received` is the JSON
 * body the request carried.
 */
export function heldCall(method: 'post' | 'patch', path: string, answer: () => Response) {
  const held = heldAnswer();
  const call = { received: undefined as unknown, release: held.release };
  server.use(
    http[method](path, async ({ request }) => {
      call.received = await request.json();
      await held.released;
      return answer();
    }),
  );
  return call;
}
