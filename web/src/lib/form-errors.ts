import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { apiErrorBody } from './api-client';

/**
 * The messages to show under a field: its first one, or with `all` every one in order without repeats. With
 * `criteriaMode: 'all'` a field that breaks several rules (a password that is short, without an uppercase letter
 * and without a digit) reports each of them, which helps for a rule list but is noise elsewhere (an empty username
 * is both too short and "contains" no allowed character).
 */
export function fieldMessages(
  error: Partial<Pick<FieldError, 'type' | 'message' | 'types'>> | undefined,
  { all = false }: { all?: boolean } = {},
): string[] {
  if (!error) return [];
  if (!all) return error.message ? [error.message] : [];
  const messages: string[] = [];
  const add = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(add);
    else if (typeof value === 'string' && value.trim() !== '' && !messages.includes(value)) messages.push(value);
  };
  add(error.message);
  Object.values(error.types ?? {}).forEach(add);
  return messages;
}

/**
 * The per-field messages of an API error body (`errors: { field: message }`), limited to the fields this form has,
 * so a server-side rejection shows under the input it concerns.
 */
export function serverFieldErrors<TFields extends string>(
  error: unknown,
  fields: readonly TFields[],
): Array<[TFields, string]> {
  const errors = apiErrorBody(error)?.errors ?? {};
  return fields.filter((field) => typeof errors[field] === 'string').map((field) => [field, errors[field]!]);
}

/** Puts the server's field messages on a react-hook-form form. */
export function applyServerFieldErrors<TValues extends FieldValues>(
  setError: UseFormSetError<TValues>,
  error: unknown,
  fields: readonly Path<TValues>[],
): void {
  for (const [field, message] of serverFieldErrors(error, fields)) {
    setError(field, { type: 'server', message });
  }
}
