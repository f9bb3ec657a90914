import { describe, expect, it, jest } from '@jest/globals';
import {
  type ArgumentsHost,
  BadRequestException,
  ForbiddenException,
  HttpException,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import { HttpExceptionFilter, toErrorBody } from './http-exception.filter.js';
import { invalidDataException } from './zod-validation.pipe.js';

/** What body-parser throws (an http-errors error) once Nest has wrapped it, as in ExpressAdapter.mapException. */
function bodyParserFailure(status: number, cause: Error): HttpException {
  Object.assign(cause, { status, statusCode: status, expose: true });
  return new HttpException(cause.message, status, { cause });
}

describe('toErrorBody', () => {
  it('keeps the status and message of HttpExceptions thrown by our code', () => {
    expect(toErrorBody(new NotFoundException('La propiedad no existe'))).toEqual({
      statusCode: 404,
      message: 'La propiedad no existe',
    });
    expect(toErrorBody(new HttpException('Ya existe un usuario con ese correo', 409))).toEqual({
      statusCode: 409,
      message: 'Ya existe un usuario con ese correo',
    });
    expect(toErrorBody(new ServiceUnavailableException('El catálogo no responde'))).toEqual({
      statusCode: 503,
      message: 'El catálogo no responde',
    });
  });

  it('keeps field errors of validation failures', () => {
    expect(toErrorBody(invalidDataException({ email: 'Ingrese un correo válido' }))).toEqual({
      statusCode: 400,
      message: 'Datos inválidos',
      errors: { email: 'Ingrese un correo válido' },
    });
  });

  it('replaces English framework defaults with the Spanish message of the status', () => {
    expect(toErrorBody(new NotFoundException('Cannot GET /api/nada'))).toEqual({
      statusCode: 404,
      message: 'Recurso no encontrado',
    });
    expect(toErrorBody(new NotFoundException())).toEqual({ statusCode: 404, message: 'Recurso no encontrado' });
    expect(toErrorBody(new ForbiddenException())).toEqual({
      statusCode: 403,
      message: 'No tienes permiso para realizar esta acción',
    });
    expect(toErrorBody(new BadRequestException(['a', 'b']))).toEqual({ statusCode: 400, message: 'Datos inválidos' });
  });

  it('answers malformed JSON in the validation shape', () => {
    const failure = bodyParserFailure(400, new SyntaxError('Unexpected token } in JSON at position 9'));
    expect(toErrorBody(failure)).toEqual({
      statusCode: 400,
      message: 'Datos inválidos',
      errors: { body: 'El cuerpo de la solicitud no es un JSON válido' },
    });
  });

  it('never passes body-parser texts through', () => {
    expect(toErrorBody(bodyParserFailure(413, new Error('request entity too large')))).toEqual({
      statusCode: 413,
      message: 'La solicitud es demasiado grande',
    });
  });

  it('hides everything about unexpected errors', () => {
    const sqlError = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
      query: 'INSERT INTO auth.users ...',
    });
    expect(toErrorBody(sqlError)).toEqual({ statusCode: 500, message: 'Error interno del servidor' });
    expect(toErrorBody('a thrown string')).toEqual({ statusCode: 500, message: 'Error interno del servidor' });
  });

  it('answers 503 when the database cannot be reached, so clients know to try again', () => {
    const unavailable = { statusCode: 503, message: 'Servicio no disponible temporalmente' };
    expect(toErrorBody(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toEqual(unavailable);
    expect(toErrorBody(Object.assign(new Error('terminating connection due to administrator command'), { driverError: { code: '57P01' } }))).toEqual(unavailable);
    expect(toErrorBody(new Error('timeout exceeded when trying to connect'))).toEqual(unavailable);
    expect(toErrorBody(Object.assign(new Error('syntax error'), { code: '42601' }))).toEqual({ statusCode: 500, message: 'Error interno del servidor' });
  });
});

describe('HttpExceptionFilter', () => {
  function hostFor(response: object): ArgumentsHost {
    return {
      getType: () => 'http',
      switchToHttp: () => ({ getResponse: () => response, getRequest: () => ({}), getNext: () => undefined }),
    } as unknown as ArgumentsHost;
  }

  function fakeResponse() {
    const response = {
      headersSent: false,
      statusCode: 0,
      body: undefined as unknown,
      headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="clientes.csv"' } as Record<string, string>,
      removeHeader(name: string) {
        delete response.headers[name];
      },
      type(type: string) {
        response.headers['content-type'] = type;
        return response;
      },
      status(code: number) {
        response.statusCode = code;
        return response;
      },
      json(body: unknown) {
        response.body = body;
        return response;
      },
      end: jest.fn(),
    };
    return response;
  }

  it('writes the error body with its status', () => {
    const response = fakeResponse();
    new HttpExceptionFilter().catch(new NotFoundException('La propiedad no existe'), hostFor(response));
    expect(response.statusCode).toBe(404);
    expect(response.body).toEqual({ statusCode: 404, message: 'La propiedad no existe' });
    // Even where a download's headers were set first (the CSV export), the error goes out as JSON, not as a file.
    expect(response.headers).toEqual({ 'content-type': 'application/json' });
  });

  it('logs unexpected errors with their stack, server-side only', () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    try {
      const response = fakeResponse();
      const error = new Error('relation "auth.users" does not exist');
      new HttpExceptionFilter().catch(error, hostFor(response));
      expect(response.statusCode).toBe(500);
      expect(response.body).toEqual({ statusCode: 500, message: 'Error interno del servidor' });
      expect(JSON.stringify(response.body)).not.toContain('relation');
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('relation "auth.users" does not exist'), error.stack);
    } finally {
      logged.mockRestore();
    }
  });
});
