import { API_MESSAGES } from '@/lib/api/messages';
import { fail, ok } from '@/lib/api/responses';
import { buyerRoute } from '@/lib/api/route';
import { getOrderById } from '@/lib/provider/orders';

/** One of the buyer's own orders; someone else's is answered exactly like a missing one. */
export const GET = buyerRoute({}, async ({ buyer, params }) => {
  const order = await getOrderById(buyer.token, String(params.orderId));
  return order ? ok({ order }) : fail(404, API_MESSAGES.orderNotFound);
});
