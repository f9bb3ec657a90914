import { REQUEST_ID_HEADER } from '@prestigio/contracts';
import type { NextFunction, Request, Response } from 'express';
import { normalizeCorrelationId, runWithCorrelationId } from './request-context.js';

/**
 * Takes the gateway's `x-request-id` (or makes one) and echoes it on the response. The normalised id is written back
 * on the request because the identity token is bound to exactly this id.
 */
export function requestIdMiddleware(request: Request, response: Response, next: NextFunction): void {
  const correlationId = normalizeCorrelationId(request.headers[REQUEST_ID_HEADER]);
  request.headers[REQUEST_ID_HEADER] = correlationId;
  response.setHeader(REQUEST_ID_HEADER, correlationId);
  next();
}

/** Runs the rest of the request inside its correlation context, so the logger and outgoing events carry the id. */
export function enterRequestContext(request: Request, _response: Response, next: NextFunction): void {
  runWithCorrelationId(normalizeCorrelationId(request.headers[REQUEST_ID_HEADER]), next);
}
