import { fail, ok } from '@/lib/api/responses';
import { route } from '@/lib/api/route';
import { accountKey, limitedSend, passwordResets, tooManyResets } from '@/lib/auth/attempt-limits';
import { resetOutcome } from '@/lib/auth/password-reset';
import { emailBody } from '@/lib/auth/schemas';
import { requestPasswordReset } from '@/lib/provider/auth';

/** Each reset the provider carries out replaces the account's password, so an account gets a few an hour. */
export const POST = route({ body: emailBody }, async ({ body }) => {
  const sent = await limitedSend(passwordResets, accountKey(body.type, body.email), () => requestPasswordReset(body.type, body.email));
  return 'waitMinutes' in sent ? fail(429, tooManyResets(sent.waitMinutes)) : ok(resetOutcome(sent.value, body.email));
});
