import { ok } from '@/lib/api/responses';
import { buyerRoute } from '@/lib/api/route';
import { deriveTransactions } from '@/lib/domain/orders';
import { getOrders } from '@/lib/provider/orders';

/** One row per payment, derived from the order rows: the provider has no transaction call. */
export const GET = buyerRoute({}, async ({ buyer }) => {
  const lines = await getOrders(buyer.token);
  return ok({ transactions: deriveTransactions(lines ?? []), hasHistory: lines !== null });
});
