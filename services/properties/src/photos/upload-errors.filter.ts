import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException } from '@nestjs/common';
import type { Response } from 'express';
import { PhotoMessages } from './photos.service.js';

/** Multer's own refusals, in the site's Spanish. */
const multerMessages: Record<string, string> = {
  'File too large': PhotoMessages.tooLarge,
  'Too many files': PhotoMessages.tooMany,
  'Unexpected field': 'Envía las fotos en el campo «photos»',
};

@Catch(HttpException)
export class UploadErrorsFilter implements ExceptionFilter {
  catch(exception: HttpException, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const status = exception.getStatus();
    const body = exception.getResponse();
    const message = typeof body === 'string' ? body : (body as { message?: unknown }).message;
    const translated = typeof message === 'string' ? multerMessages[message] : undefined;
    if (translated) {
      response.status(status).json({ statusCode: status, message: translated, errors: { photos: translated } });
      return;
    }
    const json = typeof body === 'object' ? { statusCode: status, ...(body as object) } : { statusCode: status, message: body };
    response.status(status).json(json);
  }
}
