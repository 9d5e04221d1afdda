import { z } from 'zod';
import { fail, ok } from '@/lib/api/responses';
import { buyerRoute } from '@/lib/api/route';
import { sharedStore } from '@/lib/api/shared-store';
import { acrossInstances } from '@/lib/api/shared-flight';
import { singleFlight } from '@/lib/api/single-flight';
import type { CheckoutRedirect } from '@/lib/domain/orders';
import { isProviderError } from '@/lib/provider/errors';
import { DEFAULT_TIMEOUT_MS } from '@/lib/provider/http';
import { confirmOrder } from '@/lib/provider/orders';
import { CART_CHANGED, shownCart } from '@/lib/checkout/shown-cart';
import { stockShortages } from '@/lib/checkout/stock-shortage';
import { viewCart } from '@/lib/provider/cart';
import { withLineStock } from '@/lib/provider/cart-stock';
import { toCheckoutPayload } from '@/lib/shopping/checkout-payload';
import { CHECKOUT_TIMEOUT } from '@/lib/shopping/messages';
import { checkoutBody } from '@/lib/shopping/schemas';

/**
 * The same order sent again while the first is on its way to the provider (a double submit the
 * button could not stop, a retried request) shares the first one's payment: one reference, so one
 * order, never two gateway pages for one cart. With REDIS_URL this holds across instances too.
 */
const oncePerOrder = singleFlight<CheckoutRedirect>(
  acrossInstances('checkout', sharedStore, { leaseMs: 2 * DEFAULT_TIMEOUT_MS }),
);

/** The form, and the cart the page showed beside it (lib/checkout/shown-cart.ts). */
const placeOrderBody = z.intersection(checkoutBody, z.object({ shownCart: z.string().max(20_000).optional() }));

/**
 * Starts the payment; the browser is then sent to the gateway's page (`redirectUrl`). The provider
 * charges the cart it holds: when that is no longer the one the page showed (changed in another tab
 * or on another device), the buyer is told and shown it instead of being charged for it unseen;
 * and so when the stock no longer covers it (the real provider would take the payment, and sell
 * what is not there).
 */
export const POST = buyerRoute({ body: placeOrderBody }, async ({ buyer, body }) => {
  const cart = await viewCart(buyer.token);
  if (body.shownCart !== undefined && shownCart(cart) !== body.shownCart) return fail(409, CART_CHANGED);
  // Read now, not from the catalogue's cache: the last units may have gone a moment ago.
  const shortages = stockShortages((await withLineStock(cart)).items);
  if (shortages.length > 0) return fail(409, shortages.join(' '));
  const payload = toCheckoutPayload(body);
  const key = `${buyer.userId}\n${JSON.stringify(payload)}`;
  try {
    return ok(await oncePerOrder(key, () => confirmOrder(buyer.token, buyer.userId, payload)));
  } catch (error) {
    if (isProviderError(error) && error.kind === 'timeout') return fail(504, CHECKOUT_TIMEOUT);
    throw error;
  }
});
