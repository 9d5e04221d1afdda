import { ok } from '@/lib/api/responses';
import { route } from '@/lib/api/route';
import { resetBody } from '@/lib/auth/schemas';
import { resetPassword } from '@/lib/provider/auth';

export const POST = route({ body: resetBody }, async ({ body: { type, ...input } }) => ok(await resetPassword(type, input)));
