import { ok } from '@/lib/api/responses';
import { route } from '@/lib/api/route';
import { signupBody } from '@/lib/auth/schemas';
import { signUp } from '@/lib/provider/auth';

export const POST = route({ body: signupBody }, async ({ body }) => {
  const { message } = await signUp(body.type, body.fields);
  return ok({ message });
});
