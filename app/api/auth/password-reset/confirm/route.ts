import { fail, ok } from '@/lib/api/responses';
import { route } from '@/lib/api/route';
import { accountKey, guardedResetConfirmation } from '@/lib/auth/attempt-limits';
import { codeRefusalAtField } from '@/lib/auth/code-refusal';
import { resetOutcome } from '@/lib/auth/password-reset';
import { resetBody } from '@/lib/auth/schemas';
import { resetPassword } from '@/lib/provider/auth';

/** The mailed code stands for a password: a wrong one counts as a failed sign-in of the account. */
export const POST = route({ body: resetBody }, async ({ body: { type, ...input } }) => {
  const checked = await guardedResetConfirmation(accountKey(type, input.email), () =>
    codeRefusalAtField('code', /\bcode\b/i, () => resetPassword(type, input)),
  );
  return 'refused' in checked ? fail(429, checked.refused) : ok(resetOutcome(checked.value, input.email));
});
