import { ok } from '@/lib/api/responses';
import { route } from '@/lib/api/route';
import { publicSession } from '@/lib/auth/public-session';
import { loginBody } from '@/lib/auth/schemas';
import { buyerTypeOfUserId } from '@/lib/domain/buyer';
import { logIn } from '@/lib/provider/auth';

export const POST = route({ body: loginBody }, async ({ body, session }) => {
  const { message, token, buyer } = await logIn(body.type, { email: body.email, password: body.password });
  session.token = token;
  session.userId = buyer.userId;
  session.providerId = buyer.providerId;
  // The id's prefix is the provider's own word on the kind of buyer; the form's choice is a fallback.
  session.buyerType = buyerTypeOfUserId(buyer.userId) ?? body.type;
  session.name = buyer.name;
  await session.save();
  return ok({ message, session: publicSession(session) });
});
