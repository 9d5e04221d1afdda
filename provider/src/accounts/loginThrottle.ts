import type { Deps } from '../deps';
import { failPlain } from '../http/errors';
import { text } from '../http/validation';
import { laravelTimestamp } from '../lib/time';

/** Five failed attempts for one email within ten minutes lock it until the window moves on. */
export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 10 * 60 * 1000;

/**
 * The email of a sign-in or of a reset's second step, each failure of which is stored here: none is
 * longer than the original's column (255), so a longer one is refused before it is counted.
 */
export const countedEmail = text('email', { required: true, max: 255 });

const windowStart = (now: Date) => laravelTimestamp(new Date(now.getTime() - FAILURE_WINDOW_MS));

/**
 * Counts an attempt for `email` before it is judged, or answers 429 while the email is locked. The
 * check and the count are one transaction, so attempts sent at once each see those before them: a
 * burst gets no more guesses than the limit (checked first and counted after the slow password
 * hash, a thousand parallel guesses all passed the check). A success then clears the count
 * (clearFailures); a failure leaves its attempt counted; `forgive` takes back this one attempt.
 * The lock ends when enough failures have left the window to bring the count under the limit; the
 * message gives the whole minutes until then (at least 1).
 */
export async function countAttempt(deps: Deps, email: string): Promise<{ forgive: () => Promise<void> }> {
  const now = deps.clock();
  const id = await deps.db.transaction().execute(async (trx) => {
    // Failures that left the window no longer count. Every email's go, not only this one's, or
    // attempts with a new email each (never tried again) would grow the table without end.
    await trx.deleteFrom('login_failures').where('created_at', '<=', windowStart(now)).execute();
    const recent = await trx.selectFrom('login_failures').select('created_at').where('email', '=', email).orderBy('created_at', 'asc').execute();
    if (recent.length >= MAX_FAILURES) {
      const unlocking = recent[recent.length - MAX_FAILURES]!;
      const unlocksAt = new Date(unlocking.created_at).getTime() + FAILURE_WINDOW_MS;
      const minutes = Math.max(1, Math.ceil((unlocksAt - now.getTime()) / 60_000));
      throw failPlain(429, `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
    }
    const row = await trx.insertInto('login_failures').values({ email, created_at: laravelTimestamp(now) }).returning('id').executeTakeFirstOrThrow();
    return row.id;
  });
  return {
    forgive: async () => {
      await deps.db.deleteFrom('login_failures').where('id', '=', id).execute();
    },
  };
}

export async function clearFailures(deps: Deps, email: string): Promise<void> {
  await deps.db.deleteFrom('login_failures').where('email', '=', email).execute();
}
