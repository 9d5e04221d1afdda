import { ok } from '@/lib/api/responses';
import { route } from '@/lib/api/route';
import { verifyBody } from '@/lib/auth/schemas';
import { verifyEmail } from '@/lib/provider/auth';

export const POST = route({ body: verifyBody }, async ({ body }) => ok(await verifyEmail(body.type, body.otp)));
