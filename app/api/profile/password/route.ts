import { PROFILE_MESSAGES } from '@/lib/account/messages';
import { passwordBody } from '@/lib/account/schemas';
import { fail, ok } from '@/lib/api/responses';
import { buyerRoute } from '@/lib/api/route';
import { buyerKey, guardedCheck, tooManyFailures } from '@/lib/auth/attempt-limits';
import { ProviderError } from '@/lib/provider/errors';
import { changeBuyerPassword } from '@/lib/provider/profile';

/**
 * Changes the password; the provider's "Old password does not match" is answered as that field's
 * error. The old password is a password check like a sign-in, and limited like one: else whoever
 * holds a session (a shared computer) could guess it at will, and take the account for good.
 */
export const POST = buyerRoute({ body: passwordBody }, async ({ body, buyer }) => {
  try {
    const checked = await guardedCheck(buyerKey(buyer.userId), () => changeBuyerPassword(buyer.token, body));
    if ('value' in checked) return ok({ message: checked.value.message });
    const message = tooManyFailures(checked.waitMinutes);
    return fail(429, message, { old_password: [message] });
  } catch (error) {
    if (error instanceof ProviderError && error.status === 400 && error.message === PROFILE_MESSAGES.oldPasswordMismatch) {
      return fail(400, error.message, { old_password: [error.message] });
    }
    throw error;
  }
});
