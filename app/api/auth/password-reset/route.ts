import { ok } from '@/lib/api/responses';
import { route } from '@/lib/api/route';
import { emailBody } from '@/lib/auth/schemas';
import { requestPasswordReset } from '@/lib/provider/auth';

export const POST = route({ body: emailBody }, async ({ body }) => ok(await requestPasswordReset(body.type, body.email)));
