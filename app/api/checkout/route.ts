import { ok } from '@/lib/api/responses';
import { buyerRoute } from '@/lib/api/route';
import { confirmOrder } from '@/lib/provider/orders';
import { toCheckoutPayload } from '@/lib/shopping/checkout-payload';
import { checkoutBody } from '@/lib/shopping/schemas';

/** Starts the payment; the browser is then sent to the gateway's page (`redirectUrl`). */
export const POST = buyerRoute({ body: checkoutBody }, async ({ buyer, body }) =>
  ok(await confirmOrder(buyer.token, buyer.userId, toCheckoutPayload(body))),
);
