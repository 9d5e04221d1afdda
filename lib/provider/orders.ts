import 'server-only';
import { z } from 'zod';
import { orderFromLines, type CheckoutPayload, type CheckoutRedirect, type Order, type OrderLine } from '@/lib/domain/orders';
import { rejectedError } from './errors';
import { apiPath, orOnNotFound, providerRequest } from './http';
import { priceOrNull } from './schemas/common';
import { checkoutAnswerSchema, orderLineSchema } from './schemas/orders';

/**
 * Every order row of the buyer, newest first: one per product, so group them with
 * groupOrderLines / deriveTransactions (lib/domain/orders). Null when the provider has no order
 * history for the buyer (its 404), which the spec's screens tell apart from an empty list.
 */
export function getOrders(token: string): Promise<OrderLine[] | null> {
  const schema = z.object({ data: z.object({ orders: z.array(orderLineSchema) }) }).transform((body) => body.data.orders);
  return orOnNotFound(providerRequest({ path: '/getOrders', token, schema }), null);
}

const orderSchema = z
  .object({
    data: z.object({
      orders: z.array(orderLineSchema),
      subtotal: priceOrNull,
      // Like the totals: a fee that is not a number (null, '') falls back to the one the rows give.
      shipping_fee: priceOrNull.optional(),
      total: priceOrNull,
    }),
  })
  .transform(({ data }, ctx): Order => {
    const order = orderFromLines(data.orders);
    if (!order) {
      ctx.addIssue({ code: 'custom', message: 'an order without rows' });
      return z.NEVER;
    }
    // The provider's own totals, where it sends them, are what the buyer was told.
    return {
      ...order,
      subtotal: data.subtotal ?? order.subtotal,
      shippingFee: data.shipping_fee ?? order.shippingFee,
      total: data.total ?? order.total,
    };
  });

/** One of the buyer's orders, or null when there is none with that id (or it is someone else's). */
export function getOrderById(token: string, orderId: string): Promise<Order | null> {
  return orOnNotFound(providerRequest({ path: apiPath`/getOrderById/${orderId}`, token, schema: orderSchema }), null);
}

/**
 * Starts the payment for the cart; the order itself is only written once the gateway confirms.
 * A gateway refusal is a rejected ProviderError (502: the failure is upstream, not the buyer's).
 */
export async function confirmOrder(token: string, userId: string, payload: CheckoutPayload): Promise<CheckoutRedirect> {
  const path = apiPath`/confirmOrder/${userId}`;
  const answer = await providerRequest({ method: 'POST', path, body: payload, token, schema: checkoutAnswerSchema });
  // The gateway's reason goes through the same filter as the provider's own (its hosts stay out).
  if (!answer.ok) throw rejectedError(502, { message: answer.message });
  return answer.redirect;
}
