import { fail, ok } from '@/lib/api/responses';
import { route } from '@/lib/api/route';
import { accountKey, passwordResets, tooManyResets } from '@/lib/auth/attempt-limits';
import { emailBody } from '@/lib/auth/schemas';
import { requestPasswordReset } from '@/lib/provider/auth';
import { isProviderError } from '@/lib/provider/errors';

/** Each reset the provider carries out replaces the account's password, so an account gets a few an hour. */
export const POST = route({ body: emailBody }, async ({ body }) => {
  const account = accountKey(body.type, body.email);
  const waitMinutes = passwordResets.minutesToWait(account);
  if (waitMinutes > 0) return fail(429, tooManyResets(waitMinutes));
  // Counted before it is sent, so requests sent all at once cannot pass the limit together.
  const attempt = passwordResets.record(account);
  try {
    return ok(await requestPasswordReset(body.type, body.email));
  } catch (error) {
    // A reset the provider refused or never received replaced nothing; one that timed out may have.
    if (!isProviderError(error) || error.kind !== 'timeout') passwordResets.forget(account, attempt);
    throw error;
  }
});
