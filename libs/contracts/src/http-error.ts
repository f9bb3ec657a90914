import { z } from 'zod';

/** Every error a service or the gateway returns has this JSON shape; `errors` maps a field to its Spanish message. */
export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Turns a zod error into the `errors` map of an ErrorBody: the first message per field path. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_';
    // zod's own wording for a body that is not an object at all (an array, a string, null) is English.
    const message = issue.path.length === 0 && issue.code === 'invalid_type' ? 'Se esperaba un objeto JSON' : issue.message;
    errors[field] ??= message;
  }
  return errors;
}
