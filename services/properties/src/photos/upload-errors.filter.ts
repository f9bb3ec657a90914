import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException } from '@nestjs/common';
import { toErrorBody } from '@prestigio/nest-common';
import type { Response } from 'express';
import { PhotoMessages } from './photos.service.js';

/** Multer's own refusals (matched on their start: some carry the field's name after it), in the site's Spanish. */
const multerMessages: ReadonlyArray<[RegExp, string]> = [
  [/^File too large/i, PhotoMessages.tooLarge],
  [/^Too many files/i, PhotoMessages.tooMany],
  [/^Unexpected (file )?field/i, 'Envía las fotos en el campo «photos»'],
  [/^(Multipart: |Unexpected end of form|Malformed part header)/i, 'El envío de las fotos llegó incompleto; intenta de nuevo'],
];

@Catch(HttpException)
export class UploadErrorsFilter implements ExceptionFilter {
  catch(exception: HttpException, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const status = exception.getStatus();
    const body = exception.getResponse();
    const message = typeof body === 'string' ? body : (body as { message?: unknown }).message;
    const translated = typeof message === 'string' ? multerMessages.find(([pattern]) => pattern.test(message))?.[1] : undefined;
    if (translated) {
      response.status(status).json({ statusCode: status, message: translated, errors: { photos: translated } });
      return;
    }
    // Everything else (a malformed id, a validation error) answers as in every other controller.
    response.status(status).json(toErrorBody(exception));
  }
}
