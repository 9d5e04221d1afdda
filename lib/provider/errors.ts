import 'server-only';
import { STATUS_CODES } from 'node:http';

export type ProviderErrorKind = 'unavailable' | 'timeout' | 'invalid_response' | 'rejected';
export type FieldErrors = Record<string, string[]>;

export const UNAVAILABLE_MESSAGE = 'The marketplace service is unavailable. Please try again shortly.';
export const TIMEOUT_MESSAGE = 'The marketplace service took too long to answer. Please try again shortly.';
/** A change that timed out may still be carried out by the provider: trying again at once could make it twice. */
export const CHANGE_TIMEOUT_MESSAGE = 'The marketplace service took too long to answer, so your change may still go through. Please check before trying again.';
export const INVALID_RESPONSE_MESSAGE = 'The marketplace service sent an unexpected answer.';
export const REJECTED_FALLBACK_MESSAGE = 'The marketplace service could not complete the request.';

/**
 * Every failure of a provider call. `status` is what a route handler can answer with: the
 * provider's own status for `rejected` (401 included, so the session can be cleared), else
 * 502/503/504. `message` is safe to show; `detail` is for logs only (schema paths, never values).
 * `explained` is false when the provider gave no reason (a refusal without a message, an answer
 * we could not read): the spec has a text of its own for that in some flows (lib/api/route.ts).
 */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';
  readonly detail: string | undefined;
  readonly explained: boolean;

  constructor(
    readonly kind: ProviderErrorKind,
    readonly status: number,
    message: string,
    readonly fieldErrors: FieldErrors = {},
    options: { cause?: unknown; detail?: string; explained?: boolean } = {},
  ) {
    super(message, { cause: options.cause });
    this.detail = options.detail;
    this.explained = options.explained ?? kind !== 'invalid_response';
  }
}

export function isProviderError(error: unknown): error is ProviderError {
  return error instanceof ProviderError;
}

/** The provider refused with `status` (for some calls a 404 only means "nothing here"). */
export function isRefusal(error: unknown, status: number): boolean {
  return isProviderError(error) && error.kind === 'rejected' && error.status === status;
}

export function unavailableError(cause?: unknown): ProviderError {
  return new ProviderError('unavailable', 503, UNAVAILABLE_MESSAGE, {}, { cause });
}

export function timeoutError(cause?: unknown, { change = false }: { change?: boolean } = {}): ProviderError {
  return new ProviderError('timeout', 504, change ? CHANGE_TIMEOUT_MESSAGE : TIMEOUT_MESSAGE, {}, { cause });
}

export function invalidResponseError(detail: string): ProviderError {
  return new ProviderError('invalid_response', 502, INVALID_RESPONSE_MESSAGE, {}, { detail });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{field: ["…"]}` or `{field: "…"}`, as the provider's validation answers carry them. */
function toFieldErrors(value: unknown): FieldErrors {
  if (!isRecord(value)) return {};
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(value)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter((m): m is string => typeof m === 'string');
    if (list.length > 0) errors[field] = list;
  }
  return errors;
}

/*
 * The provider's 500s append the exception's own text to their reason ("An error occurred during
 * checkout: SQLSTATE[23000]: … (SQL: insert into orders … values (…))"): its SQL with the values
 * bound, PHP files and classes, its HTTP client's failures towards the gateways and its other
 * services (their addresses, hosts and answers), and the gateways' refusals of its keys. That is for
 * its logs and its operator; a buyer gets the reason's first part.
 */
const INTERNALS = new RegExp(
  [
    /SQLSTATE|\(SQL:|\.php\b|Stack trace|Exception\b|\w\\\w/,
    /Call to (a member |an )?(undefined )?(function|method)|Undefined (variable|array key|index|offset|property)|Attempt to (read|assign) property/,
    /cURL error|Could not resolve host|Connection (refused|timed out|reset)|Operation timed out|[a-z][\w+.-]*:\/\/|\b(tcp|ssl|tls):|`(GET|POST|PUT|PATCH|DELETE) /,
    // The gateways' own refusals of its keys ("Invalid API Key provided: sk_test_****", "Invalid key").
    /\bAPI[ _-]?key\b|\binvalid key\b|\b[prs]k_(test|live)_/,
  ]
    .map((part) => part.source)
    .join('|'),
  'i',
);

/**
 * A body that only names the answer's status explains nothing: Laravel answers an uncaught
 * exception with {"message":"Server Error"} and an abort with its status's phrase.
 */
function namesOnlyStatus(reason: string, status: number): boolean {
  const phrase = reason.replace(/\.$/, '').toLowerCase();
  return (status >= 500 && phrase === 'server error') || phrase === STATUS_CODES[status]?.toLowerCase();
}

/** The reason as a buyer may read it; null when nothing of it may be shown. */
function shownReason(reason: string): string | null {
  if (!INTERNALS.test(reason)) return reason;
  const head = reason.split(':', 1)[0]!.trim();
  return head && head !== reason && !INTERNALS.test(head) ? `${head}.` : null;
}

/**
 * A refusal from the provider. Its message is `message`, else `error` when that is a string (the
 * verify-email calls answer `{"error": "…"}`), a bare status phrase being none, without the
 * provider's internals; field errors come from `errors` or `error`, since the provider uses both keys.
 */
export function rejectedError(status: number, body: unknown): ProviderError {
  const payload = isRecord(body) ? body : {};
  const given = [payload.message, payload.error]
    .map((text) => (typeof text === 'string' ? text.trim() : ''))
    .find((text) => text !== '' && !namesOnlyStatus(text, status));
  const reason = given ? shownReason(given) : null;
  const fieldErrors = { ...toFieldErrors(payload.error), ...toFieldErrors(payload.errors) };
  return new ProviderError('rejected', status, reason ?? REJECTED_FALLBACK_MESSAGE, fieldErrors, {
    explained: reason !== null,
    ...(given && reason !== given ? { detail: 'the reason named the provider’s internals, left out here' } : {}),
  });
}
