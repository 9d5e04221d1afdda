import type { Context } from 'hono';
import { HttpError } from '../../http/errors';
import { urlWith } from './format';

/**
 * Runs a console form's action, then 303s back to the page with the outcome as `?flash=` (or the
 * refusal as `?error=`), so reloading the page does not post again.
 */
export async function formOutcome(
  c: Context,
  back: { path: string; params?: Record<string, string | undefined> },
  action: () => Promise<string>,
) {
  try {
    const flash = await action();
    return c.redirect(urlWith(back.path, { ...back.params, flash }), 303);
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    return c.redirect(urlWith(back.path, { ...back.params, error: err.message }), 303);
  }
}

/** A urlencoded form field as text ('' when absent), for the few fields read without a schema. */
export function field(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  return typeof value === 'string' ? value : '';
}
