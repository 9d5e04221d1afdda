import type { z } from 'zod';
import type { Body } from '../http/body';
import { issuesToErrors, validationError, type FieldErrors } from '../http/validation';

export type UniqueChecks = Record<string, (value: string) => Promise<boolean>>;

/** The field as Laravel's unique rule sees it: trimmed text, numbers as text, blanks skipped. */
function looseText(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/**
 * `validate()` plus Laravel's `unique` rules. Laravel reports every failing rule at once, so a taken
 * email shows up beside other fields' errors; errors are listed in `fieldOrder`, as Laravel lists
 * them in rule order.
 */
export async function validateWithUnique<S extends z.ZodType>(
  schema: S,
  body: Body,
  fieldOrder: readonly string[],
  unique: UniqueChecks,
  message: string,
): Promise<z.output<S>> {
  const result = schema.safeParse(body);
  const errors: FieldErrors = result.success ? {} : issuesToErrors(result.error.issues);
  for (const [field, taken] of Object.entries(unique)) {
    const value = looseText(body[field]);
    if (value !== undefined && (await taken(value))) {
      (errors[field] ??= []).push(`The ${field.replace(/_/g, ' ')} has already been taken.`);
    }
  }
  if (result.success && Object.keys(errors).length === 0) return result.data;
  const ordered: FieldErrors = {};
  for (const field of [...fieldOrder, ...Object.keys(errors)]) {
    if (errors[field] && !ordered[field]) ordered[field] = errors[field];
  }
  throw validationError(ordered, message);
}
