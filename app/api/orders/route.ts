import { ok } from '@/lib/api/responses';
import { buyerRoute } from '@/lib/api/route';
import { getOrders } from '@/lib/provider/orders';

/** Every order row (one per product), newest first. */
export const GET = buyerRoute({}, async ({ buyer }) => ok({ lines: await getOrders(buyer.token) }));
