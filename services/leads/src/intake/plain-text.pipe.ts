import { Injectable, type PipeTransform } from '@nestjs/common';

/** C0 control characters and DEL, except tab and line breaks (messages keep their paragraphs). */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's whole purpose
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/**
 * Removes control characters from the string fields of a public form before validation. Postgres refuses NUL in
 * text and jsonb (a 500 otherwise), and no person types the others; validating afterwards means a name made only of
 * them is reported as too short. The forms are flat, so only top-level fields are cleaned: anything nested is the
 * wrong type and validation rejects it (never walking a hostile, deeply nested body).
 */
@Injectable()
export class PlainTextPipe implements PipeTransform<unknown, unknown> {
  transform(value: unknown): unknown {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => [key, typeof field === 'string' ? field.replace(CONTROL_CHARACTERS, '') : field]),
    );
  }
}
