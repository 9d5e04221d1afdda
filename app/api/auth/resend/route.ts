import { fail, ok } from '@/lib/api/responses';
import { route } from '@/lib/api/route';
import { accountKey, codeResends, limitedSend, tooManyCodes } from '@/lib/auth/attempt-limits';
import { emailBody } from '@/lib/auth/schemas';
import { resendVerification } from '@/lib/provider/auth';

export const POST = route({ body: emailBody }, async ({ body }) => {
  const sent = await limitedSend(codeResends, accountKey(body.type, body.email), () => resendVerification(body.type, body.email));
  return 'waitMinutes' in sent ? fail(429, tooManyCodes(sent.waitMinutes)) : ok(sent.value);
});
