import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import './spanish-zod';

/**
 * The react-hook-form resolver of every form: the contract schema judges the values, with its Spanish messages.
 * `FormValues` is what the inputs hold when it differs from the schema's input ('' for "nothing chosen yet", an
 * unticked box the schema refuses); the schema still judges every value before anything is sent.
 */
export function contractResolver<Schema extends z.ZodType<FieldValues, FieldValues>, FormValues extends FieldValues = z.input<Schema>>(
  schema: Schema,
): Resolver<FormValues, unknown, z.output<Schema>> {
  return zodResolver(schema) as unknown as Resolver<FormValues, unknown, z.output<Schema>>;
}

/** The first message a contract schema gives for one value, or undefined when the value passes. */
export function contractMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}
