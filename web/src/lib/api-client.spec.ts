import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { errorBodySchema } from '@prestigio/contracts';
import { apiErrorBody, apiErrorMessage, apiRequest, getQueryFn } from './api-client';

function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}

function mockFetch(response: Response) {
  return jest.spyOn(globalThis, 'fetch').mockResolvedValue(response);
}

async function caught(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the promise to reject');
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('apiRequest', () => {
  it('sends a JSON body with the session cookie and returns the parsed answer', async () => {
    const fetchSpy = mockFetch(jsonResponse({ user: { username: 'ana' } }));

    const answer = await apiRequest('POST', '/api/login', { username: 'ana', password: 'secreto1' });

    expect(answer).toEqual({ user: { username: 'ana' } });
    expect(fetchSpy).toHaveBeenCalledWith('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'ana', password: 'secreto1' }),
      credentials: 'include',
    });
  });

  it('sends no body and no Content-Type when there is nothing to send', async () => {
    const fetchSpy = mockFetch(new Response(null, { status: 204 }));

    const answer = await apiRequest('POST', '/api/logout');

    expect(answer).toBeNull();
    expect(fetchSpy).toHaveBeenCalledWith('/api/logout', {
      method: 'POST',
      headers: {},
      body: undefined,
      credentials: 'include',
    });
  });

  it('raises a non-OK answer as "<status>: <body text>"', async () => {
    const body = { statusCode: 401, message: 'Usuario o contraseña incorrectos' };
    mockFetch(jsonResponse(body, { status: 401, statusText: 'Unauthorized' }));

    const error = await caught(apiRequest('POST', '/api/login', { username: 'ana', password: 'x' }));

    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe(`401: ${JSON.stringify(body)}`);
  });

  it('falls back to the status text when the error body is empty', async () => {
    mockFetch(new Response('', { status: 502, statusText: 'Bad Gateway' }));

    const error = await caught(apiRequest('GET', '/api/properties'));

    expect(error.message).toBe('502: Bad Gateway');
  });
});

describe('getQueryFn', () => {
  it('fetches the key as a URL with the session cookie and parses JSON', async () => {
    const fetchSpy = mockFetch(jsonResponse([{ id: 1 }]));

    const data = await getQueryFn({ on401: 'throw' })('/api/leads');

    expect(data).toEqual([{ id: 1 }]);
    expect(fetchSpy).toHaveBeenCalledWith('/api/leads', { credentials: 'include' });
  });

  it('uses the first element of an array key as the URL', async () => {
    const fetchSpy = mockFetch(jsonResponse({ ok: true }));

    await getQueryFn({ on401: 'throw' })(['/api/activities', { page: 2 }]);

    expect(fetchSpy).toHaveBeenCalledWith('/api/activities', { credentials: 'include' });
  });

  it('turns a 401 into null when asked to', async () => {
    mockFetch(jsonResponse({ statusCode: 401, message: 'No autenticado' }, { status: 401 }));

    await expect(getQueryFn({ on401: 'returnNull' })('/api/user')).resolves.toBeNull();
  });

  it('raises a 401 like any other error otherwise', async () => {
    mockFetch(new Response('', { status: 401, statusText: 'Unauthorized' }));

    const error = await caught(getQueryFn({ on401: 'throw' })('/api/user'));

    expect(error.message).toBe('401: Unauthorized');
  });

  it('still raises other errors in returnNull mode', async () => {
    mockFetch(new Response('', { status: 500, statusText: 'Internal Server Error' }));

    const error = await caught(getQueryFn({ on401: 'returnNull' })('/api/user'));

    expect(error.message).toBe('500: Internal Server Error');
  });
});

describe('apiErrorMessage', () => {
  it('extracts the server message from a raised JSON error body', async () => {
    const body = { statusCode: 409, message: 'El nombre de usuario ya existe', errors: { username: 'En uso' } };
    mockFetch(jsonResponse(body, { status: 409 }));

    const error = await caught(apiRequest('POST', '/api/register', {}));

    expect(apiErrorMessage(error)).toBe('El nombre de usuario ya existe');
  });

  it('gives undefined when the body is not our error shape', () => {
    expect(apiErrorMessage(new Error('502: <html>Bad Gateway</html>'))).toBeUndefined();
    expect(apiErrorMessage(new Error('500: {"error":"boom"}'))).toBeUndefined();
    expect(apiErrorMessage(new Error('400: {"statusCode":400,"message":"  "}'))).toBeUndefined();
    expect(apiErrorMessage(new Error('502: Bad Gateway'))).toBeUndefined();
  });

  it('gives undefined for errors that did not come from the API', () => {
    expect(apiErrorMessage(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(apiErrorMessage('404: {"statusCode":404,"message":"x"}')).toBeUndefined();
    expect(apiErrorMessage(undefined)).toBeUndefined();
  });
});

describe('apiErrorBody', () => {
  it('gives the whole error body, field messages included', async () => {
    const body = {
      statusCode: 400,
      message: 'Datos inválidos',
      errors: { password: 'La contraseña debe contener al menos un número' },
    };
    mockFetch(jsonResponse(body, { status: 400 }));

    const error = await caught(apiRequest('POST', '/api/register', {}));

    expect(apiErrorBody(error)).toEqual(body);
  });

  it('gives undefined for anything that is not our error shape', () => {
    expect(apiErrorBody(new Error('502: Bad Gateway'))).toBeUndefined();
    expect(apiErrorBody(new TypeError('Failed to fetch'))).toBeUndefined();
  });

  it('keeps only the contract fields of a body that has more', () => {
    const raised = new Error('400: {"statusCode":400,"message":"Datos inválidos","error":"Bad Request","stack":"x"}');
    expect(apiErrorBody(raised)).toEqual({ statusCode: 400, message: 'Datos inválidos' });
  });

  // The client checks the shape by hand (zod stays out of the landing's entry chunk); it must judge every body
  // exactly as the contract's schema does.
  it.each([
    ['a minimal body', { statusCode: 404, message: 'No encontrada' }],
    ['field messages', { statusCode: 400, message: 'Datos inválidos', errors: { 'address.city': 'Obligatoria' } }],
    ['no field messages at all', { statusCode: 400, message: 'x', errors: {} }],
    ['a status code as text', { statusCode: '400', message: 'x' }],
    ['a fractional status code', { statusCode: 400.5, message: 'x' }],
    ['an unsafe status code', { statusCode: 2 ** 53, message: 'x' }],
    ['no message', { statusCode: 400 }],
    ['a message that is not text', { statusCode: 400, message: ['x'] }],
    ['field messages that are not text', { statusCode: 400, message: 'x', errors: { price: 1 } }],
    ['field messages as a list', { statusCode: 400, message: 'x', errors: ['Obligatoria'] }],
    ['null field messages', { statusCode: 400, message: 'x', errors: null }],
    ['a list', [{ statusCode: 400, message: 'x' }]],
    ['null', null],
    ['a number', 400],
  ])('agrees with errorBodySchema on %s', (_case, body) => {
    const contract = errorBodySchema.safeParse(body);
    expect(apiErrorBody(new Error(`400: ${JSON.stringify(body)}`))).toEqual(contract.success ? contract.data : undefined);
  });
});
