import { z } from 'zod';
import { HttpError } from './errors';

/**
 * Field schemas that answer with Laravel 10's default English messages, so the storefront shows the
 * same texts whether it talks to the sandbox or the real provider. Input is normalized the way
 * Laravel's middleware does it: strings are trimmed and empty strings count as missing.
 */

const label = (field: string) => field.replace(/_/g, ' ');

const blankToUndefined = (value: unknown) => {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  }
  return value;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface TextRules {
  required?: boolean;
  min?: number;
  max?: number;
  email?: boolean;
  in?: readonly string[];
}

/** A field schema behind the input normalization; required fields output `T`, others `T | undefined`. */
type Normalized<T extends z.ZodType> = z.ZodPreprocess<T>;

export function text(field: string, rules: TextRules & { required: true }): Normalized<z.ZodString>;
export function text(field: string, rules?: TextRules): Normalized<z.ZodOptional<z.ZodString>>;
export function text(field: string, rules: TextRules = {}) {
  const name = label(field);
  let schema = z.string({
    error: (issue) => (issue.input === undefined ? `The ${name} field is required.` : `The ${name} field must be a string.`),
  });
  if (rules.min !== undefined) schema = schema.min(rules.min, { error: `The ${name} field must be at least ${rules.min} characters.` });
  if (rules.max !== undefined) schema = schema.max(rules.max, { error: `The ${name} field must not be greater than ${rules.max} characters.` });
  if (rules.email) schema = schema.regex(EMAIL, { error: `The ${name} field must be a valid email address.` });
  const allowed = rules.in;
  const checked = allowed
    ? schema.refine((v) => allowed.includes(v), { error: `The selected ${name} is invalid.` })
    : schema;
  // Numbers are accepted where text is expected (a phone sent as a JSON number), as Laravel does.
  const normalize = (v: unknown) => {
    const blank = blankToUndefined(v);
    return typeof blank === 'number' && Number.isFinite(blank) ? String(blank) : blank;
  };
  return rules.required ? z.preprocess(normalize, checked) : z.preprocess(normalize, checked.optional());
}

interface IntegerRules {
  required?: boolean;
  min?: number;
  max?: number;
}

export function integer(field: string, rules: IntegerRules & { required: true }): Normalized<z.ZodNumber>;
export function integer(field: string, rules?: IntegerRules): Normalized<z.ZodOptional<z.ZodNumber>>;
export function integer(field: string, rules: IntegerRules = {}) {
  const name = label(field);
  let schema = z
    .number({ error: (issue) => (issue.input === undefined ? `The ${name} field is required.` : `The ${name} field must be an integer.`) })
    .int({ error: `The ${name} field must be an integer.` });
  if (rules.min !== undefined) schema = schema.min(rules.min, { error: `The ${name} field must be at least ${rules.min}.` });
  if (rules.max !== undefined) schema = schema.max(rules.max, { error: `The ${name} field must not be greater than ${rules.max}.` });
  const normalize = (v: unknown) => {
    const blank = blankToUndefined(v);
    if (typeof blank === 'string' && /^-?\d+$/.test(blank)) return Number(blank);
    return blank;
  };
  return rules.required ? z.preprocess(normalize, schema) : z.preprocess(normalize, schema.optional());
}

/**
 * Laravel's `same:other` rule, reported on `field`. Like Laravel it is checked even when other
 * fields fail (zod would skip it), so one submit shows every error; a blank `field` is left to
 * its own `required` rule.
 */
export function withSameAs<S extends z.ZodType<Record<string, unknown>>>(schema: S, field: string, other: string) {
  return schema.superRefine(
    (data, ctx) => {
      const value = data[field];
      if (value !== undefined && value !== null && value !== '' && value !== data[other]) {
        ctx.addIssue({ code: 'custom', path: [field], message: `The ${label(field)} field must match ${label(other)}.` });
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
}

export type FieldErrors = Record<string, string[]>;

/** Laravel's summary message: the first error, plus "(and N more errors)". */
export function summarize(errors: FieldErrors): string {
  const all = Object.values(errors).flat();
  const first = all[0] ?? 'The given data was invalid.';
  const more = all.length - 1;
  if (more <= 0) return first;
  return `${first} (and ${more} more error${more === 1 ? '' : 's'})`;
}

/**
 * A 422 carrying the errors under both `errors` (Laravel's standard and the safe shape of contract
 * section 6) and `error` (the key several original endpoints use), so either reading finds them.
 */
export function validationError(errors: FieldErrors, message?: string): HttpError {
  return new HttpError(422, { message: message ?? summarize(errors), errors, error: errors });
}

export function issuesToErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length ? String(issue.path[0]) : '_';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/** Parses `input` or throws the 422. `message` replaces Laravel's summary where the original has its own. */
export function validate<S extends z.ZodType>(schema: S, input: unknown, message?: string): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw validationError(issuesToErrors(result.error.issues), message);
}

/**
 * `validate` for endpoints whose original wrapped validation in a try/catch: the original answered
 * 500 "<context>: <summary>"; here it is a 422 keeping that message (contract section 6).
 */
export function validateWithContext<S extends z.ZodType>(schema: S, input: unknown, context: string): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = issuesToErrors(result.error.issues);
  throw validationError(errors, `${context}: ${summarize(errors)}`);
}
