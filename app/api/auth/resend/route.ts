import { ok } from '@/lib/api/responses';
import { route } from '@/lib/api/route';
import { emailBody } from '@/lib/auth/schemas';
import { resendVerification } from '@/lib/provider/auth';

export const POST = route({ body: emailBody }, async ({ body }) => ok(await resendVerification(body.type, body.email)));
