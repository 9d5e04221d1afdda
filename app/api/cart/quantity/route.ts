import { ok } from '@/lib/api/responses';
import { buyerRoute } from '@/lib/api/route';
import { getCartQuantity } from '@/lib/provider/cart';

export const GET = buyerRoute({}, async ({ buyer }) => ok({ totalQuantity: await getCartQuantity(buyer.token) }));
