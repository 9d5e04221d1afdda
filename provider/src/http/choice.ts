import { z } from 'zod';
import { text } from './validation';

/**
 * A required field that must be one of `values`, typed as their union. `in` gives Laravel's
 * "The selected x is invalid." message; the enum after it only narrows the type (a pipe stops at
 * the first failing stage, so it never adds a second message).
 */
export function oneOf<T extends readonly [string, ...string[]]>(field: string, values: T) {
  return text(field, { required: true, in: values }).pipe(z.enum(values));
}
