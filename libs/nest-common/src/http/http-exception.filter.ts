import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { errorBodySchema, type ErrorBody } from '@prestigio/contracts';
import type { Response } from 'express';
import { defaultMessageByStatus, ErrorMessages, frameworkMessages } from './error-messages.js';
import { InvalidUtf8Error } from './plain-text.js';

/** Express's and Nest's own wording (`Cannot GET /x`, `Not Found`, `Bad Request Exception`), never shown to clients. */
function isFrameworkDefaultMessage(message: string, status: number): boolean {
  if (/^Cannot [A-Z]+ \//.test(message)) return true;
  const statusText = HttpStatus[status];
  const asConstant = message.replace(/ Exception$/, '').replace(/\s+/g, '_').toUpperCase();
  return statusText !== undefined && asConstant === statusText;
}

/** Errors of the `http-errors` family (body-parser, Express) that Nest wraps; their texts are English and technical. */
function isHttpErrorsCause(cause: unknown): boolean {
  return typeof cause === 'object' && cause !== null && 'expose' in cause && 'statusCode' in cause;
}

/** Network failures of the driver, and Postgres' connection-class (08xxx), shutdown and too-many-clients codes. */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE', '57P01', '57P02', '57P03', '53300']);

/**
 * Whether an error says the database cannot be reached right now (restarting, unreachable, out of connections):
 * the request may succeed in a moment, so it is a 503, not a 500.
 */
export function isDatabaseUnavailable(exception: unknown): boolean {
  if (typeof exception !== 'object' || exception === null) return false;
  const { code, driverError, message } = exception as { code?: unknown; driverError?: { code?: unknown }; message?: unknown };
  const errorCode = driverError?.code ?? code;
  if (typeof errorCode === 'string' && (UNAVAILABLE_CODES.has(errorCode) || /^08/.test(errorCode))) return true;
  return typeof message === 'string' && /Connection terminated|timeout exceeded when trying to connect|Connection ended/i.test(message);
}

/** Turns any thrown value into the project's error body; exported for the unit tests and for WebSocket code. */
export function toErrorBody(exception: unknown): ErrorBody {
  if (!(exception instanceof HttpException)) {
    if (isDatabaseUnavailable(exception)) return { statusCode: 503, message: ErrorMessages.serviceUnavailable };
    return { statusCode: 500, message: ErrorMessages.internal };
  }
  const statusCode = exception.getStatus();
  const defaultMessage = defaultMessageByStatus[statusCode] ?? (statusCode >= 500 ? ErrorMessages.internal : ErrorMessages.invalidData);
  if (exception.cause instanceof InvalidUtf8Error) {
    return { statusCode: 400, message: ErrorMessages.invalidData, errors: { body: ErrorMessages.invalidUtf8 } };
  }
  if (isHttpErrorsCause(exception.cause)) {
    // Malformed JSON: the body parser's SyntaxError. Answer in the validation shape so clients handle one format.
    if (statusCode === 400 && exception.cause instanceof SyntaxError) {
      return { statusCode, message: ErrorMessages.invalidData, errors: { body: ErrorMessages.malformedJson } };
    }
    return { statusCode, message: defaultMessage };
  }
  const response = exception.getResponse();
  const candidate = typeof response === 'string' ? { statusCode, message: response } : { ...response, statusCode };
  const body = errorBodySchema.safeParse(candidate);
  if (!body.success || isFrameworkDefaultMessage(body.data.message, statusCode)) {
    return { statusCode, message: defaultMessage };
  }
  const spanish = frameworkMessages.find(([pattern]) => pattern.test(body.data.message))?.[1];
  if (spanish) return { statusCode, message: statusCode === 404 ? ErrorMessages.notFound : spanish };
  return body.data;
}

/**
 * Every error leaves a service as `{ statusCode, message, errors? }`. Unexpected errors are logged with their stack
 * here and answered with a bare 500: no stack, SQL or internal detail reaches a client.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw exception;
    const response = host.switchToHttp().getResponse<Response>();
    const body = toErrorBody(exception);
    if (exception instanceof HttpException) {
      // Deliberate 5xx (e.g. a dependency did not answer): already explained where it was thrown.
      if (body.statusCode >= 500) this.logger.warn(`Request failed with ${body.statusCode}: ${exception.message}`);
    } else if (body.statusCode === 503) {
      this.logger.warn(`Database unavailable: ${(exception as Error).message}`);
      response.setHeader('retry-after', '5');
    } else {
      const error = exception instanceof Error ? exception : new Error(String(exception));
      this.logger.error(`Request failed: ${error.message}`, error.stack);
    }
    if (response.headersSent) {
      response.end();
      return;
    }
    // A download's headers (the CSV export's type and attachment name) are set before the handler runs: the error is JSON.
    response.removeHeader('content-disposition');
    response.status(body.statusCode).type('application/json').json(body);
  }
}
