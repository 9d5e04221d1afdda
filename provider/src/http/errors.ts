/**
 * An error that is answered as-is: the status and the JSON body the provider's contract gives for
 * the case. Anything else thrown in a handler becomes a bare 500 with no internals.
 */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.message === 'string' ? body.message : `HTTP ${status}`);
  }
}

/** Shorthand for the `{status:false, message}` errors most buyer endpoints answer. */
export function fail(status: HttpError['status'], message: string): HttpError {
  return new HttpError(status, { status: false, message });
}

/** Shorthand for errors whose contract body is just `{message}`. */
export function failPlain(status: HttpError['status'], message: string): HttpError {
  return new HttpError(status, { message });
}
