import { ok } from '@/lib/api/responses';
import { buyerRoute } from '@/lib/api/route';
import { getOrders } from '@/lib/provider/orders';

/** Every order row (one per product), newest first; `hasHistory` false when the provider has none on record. */
export const GET = buyerRoute({}, async ({ buyer }) => {
  const lines = await getOrders(buyer.token);
  return ok({ lines: lines ?? [], hasHistory: lines !== null });
});
