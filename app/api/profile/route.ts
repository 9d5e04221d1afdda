import { ok } from '@/lib/api/responses';
import { buyerRoute } from '@/lib/api/route';
import { getBuyerProfile } from '@/lib/provider/profile';

export const GET = buyerRoute({}, async ({ buyer }) => ok({ profile: await getBuyerProfile(buyer.token, buyer.userId) }));
