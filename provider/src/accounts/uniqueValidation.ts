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

/** The column a write broke a UNIQUE constraint on ("UNIQUE constraint failed: buyers.email"), or null. */
function takenColumn(error: unknown): string | null {
  // Not `instanceof Error`: better-sqlite3's errors may come from another realm (a test's sandbox).
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code !== 'SQLITE_CONSTRAINT_UNIQUE' || typeof message !== 'string') return null;
  return /UNIQUE constraint failed: \w+\.(\w+)/.exec(message)?.[1] ?? null;
}

/**
 * Runs the write after `validateWithUnique`: a request that took one of `fields`' values between that
 * check and this write (two sign-ups with one email at once, a double-clicked form) gets the 422 the
 * check would have given it, not the database's refusal as a 500.
 */
export async function writeUnlessTaken<T>(fields: readonly string[], message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const column = takenColumn(error);
    if (column === null || !fields.includes(column)) throw error;
    throw validationError({ [column]: [`The ${column.replace(/_/g, ' ')} has already been taken.`] }, message);
  }
}
