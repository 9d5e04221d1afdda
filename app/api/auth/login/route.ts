import { fail, ok } from '@/lib/api/responses';
import { route } from '@/lib/api/route';
import { accountKey, guardedCheck, tooManyFailures } from '@/lib/auth/attempt-limits';
import { publicSession } from '@/lib/auth/public-session';
import { loginBody } from '@/lib/auth/schemas';
import { NOT_A_BUYER, buyerTypeOfUserId } from '@/lib/domain/buyer';
import { logIn, logOut } from '@/lib/provider/auth';

export const POST = route({ body: loginBody }, async ({ body, session }) => {
  const checked = await guardedCheck(accountKey(body.type, body.email), () => logIn(body.type, { email: body.email, password: body.password }));
  if ('waitMinutes' in checked) return fail(429, tooManyFailures(checked.waitMinutes));
  const { message, token, buyer } = checked.value;
  // The id's prefix is the provider's own word on the kind of buyer (spec section 4): an account
  // whose id is neither AGB… nor AGCB… is no buyer, and stays a visitor here.
  const buyerType = buyerTypeOfUserId(buyer.userId);
  if (!buyerType) {
    // Nobody keeps the token the provider just issued: revoke it (best effort; the refusal stands either way).
    await logOut(token).catch((error: unknown) => console.warn('Could not revoke the token of a refused sign-in:', String(error)));
    return fail(403, NOT_A_BUYER);
  }
  session.token = token;
  session.userId = buyer.userId;
  session.providerId = buyer.providerId;
  session.buyerType = buyerType;
  session.name = buyer.name;
  await session.save();
  return ok({ message, session: publicSession(session) });
});
