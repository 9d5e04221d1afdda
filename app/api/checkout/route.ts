import { ok } from '@/lib/api/responses';
import { buyerRoute } from '@/lib/api/route';
import { sharedStore } from '@/lib/api/shared-store';
import { acrossInstances } from '@/lib/api/shared-flight';
import { singleFlight } from '@/lib/api/single-flight';
import type { CheckoutRedirect } from '@/lib/domain/orders';
import { DEFAULT_TIMEOUT_MS } from '@/lib/provider/http';
import { confirmOrder } from '@/lib/provider/orders';
import { toCheckoutPayload } from '@/lib/shopping/checkout-payload';
import { checkoutBody } from '@/lib/shopping/schemas';

/**
 * The same order sent again while the first is on its way to the provider (a double submit the
 * button could not stop, a retried request) shares the first one's payment: one reference, so one
 * order, never two gateway pages for one cart. With REDIS_URL this holds across instances too.
 */
const oncePerOrder = singleFlight<CheckoutRedirect>(
  acrossInstances('checkout', sharedStore, { leaseMs: 2 * DEFAULT_TIMEOUT_MS }),
);

/** Starts the payment; the browser is then sent to the gateway's page (`redirectUrl`). */
export const POST = buyerRoute({ body: checkoutBody }, async ({ buyer, body }) => {
  const payload = toCheckoutPayload(body);
  const key = `${buyer.userId}\n${JSON.stringify(payload)}`;
  return ok(await oncePerOrder(key, () => confirmOrder(buyer.token, buyer.userId, payload)));
});
