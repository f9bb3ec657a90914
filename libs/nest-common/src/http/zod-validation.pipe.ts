import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import { fieldErrors, type ErrorBody } from '@prestigio/contracts';
import type { z } from 'zod';
import { ErrorMessages } from './error-messages.js';

/** The 400 every invalid input produces: `{ statusCode: 400, message: 'Datos inválidos', errors: { field: message } }`. */
export function invalidDataException(errors: Record<string, string>): BadRequestException {
  const body: ErrorBody = { statusCode: 400, message: ErrorMessages.invalidData, errors };
  return new BadRequestException(body);
}

/**
 * Validates a body, query or param with a contracts schema and hands the parsed value (unknown keys stripped,
 * coercions applied) to the handler: `@Body(new ZodValidationPipe(createLeadSchema))`.
 */
@Injectable()
export class ZodValidationPipe<Schema extends z.ZodType> implements PipeTransform<unknown, z.output<Schema>> {
  constructor(private readonly schema: Schema) {}

  transform(value: unknown): z.output<Schema> {
    const result = this.schema.safeParse(value);
    if (!result.success) throw invalidDataException(fieldErrors(result.error));
    return result.data;
  }
}
