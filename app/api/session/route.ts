import { ok } from '@/lib/api/responses';
import { route } from '@/lib/api/route';
import { publicSession } from '@/lib/auth/public-session';

export const GET = route({}, async ({ session }) => ok(publicSession(session)));
