import { PROFILE_MESSAGES } from '@/lib/account/messages';
import { passwordBody } from '@/lib/account/schemas';
import { fail, ok } from '@/lib/api/responses';
import { buyerRoute } from '@/lib/api/route';
import { ProviderError } from '@/lib/provider/errors';
import { changeBuyerPassword } from '@/lib/provider/profile';

/** Changes the password; the provider's "Old password does not match" is answered as that field's error. */
export const POST = buyerRoute({ body: passwordBody }, async ({ body, buyer }) => {
  try {
    const result = await changeBuyerPassword(buyer.token, body);
    return ok({ message: result.message });
  } catch (error) {
    if (error instanceof ProviderError && error.status === 400 && error.message === PROFILE_MESSAGES.oldPasswordMismatch) {
      return fail(400, error.message, { old_password: [error.message] });
    }
    throw error;
  }
});
