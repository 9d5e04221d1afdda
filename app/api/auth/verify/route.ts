import { clientAddress } from '@/lib/api/client-address';
import { fail, ok } from '@/lib/api/responses';
import { route } from '@/lib/api/route';
import { guardedCode, tooManyCodeGuesses } from '@/lib/auth/attempt-limits';
import { codeRefusalAtField } from '@/lib/auth/code-refusal';
import { verifyBody } from '@/lib/auth/schemas';
import { verifyEmail } from '@/lib/provider/auth';

/** Codes are limited per client where the deployment names its proxies (TRUSTED_PROXY_HOPS), else not at all. */
export const POST = route({ body: verifyBody }, async ({ body, request }) => {
  // Each kind's refusals of the code name it ('Invalid OTP…', 'OTP Invalid…'); 'Email already verified.' is about the account.
  const verify = () => codeRefusalAtField('otp', /\botp\b/i, () => verifyEmail(body.type, body.otp));
  const client = clientAddress(request.headers);
  if (client === null) return ok(await verify());
  const checked = await guardedCode(client, verify);
  return 'waitMinutes' in checked ? fail(429, tooManyCodeGuesses(checked.waitMinutes)) : ok(checked.value);
});
