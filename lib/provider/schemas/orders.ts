import 'server-only';
import { z } from 'zod';
import { lineTotal } from '@/lib/domain/money';
import { normalizeOrderStatus, type CheckoutRedirect, type OrderLine } from '@/lib/domain/orders';
import { mediaPathFromUrl, productImagePaths } from '../images';
import { httpUrl, idText, numeric, numericOr, priceOrNull, textOr, textOrNull } from './common';

const statusChangeSchema = z
  .object({ status: z.string(), created_at: z.string() })
  .transform((change) => ({ status: normalizeOrderStatus(change.status), at: change.created_at }));

/** One orders row, from getOrders (`product_image`) or getOrderById (`product_image_url`). */
export const orderLineSchema = z
  .object({
    orderId: idText,
    productId: z.string(),
    productName: textOr(''),
    product_image: textOrNull,
    product_image_url: textOrNull,
    // The stored comma-joined file names, for when the product is gone from the catalogue.
    productImage: textOrNull,
    // A price the provider keeps as text (spec section 5: 'Invalid input'), not a reason to hide every order.
    amount: priceOrNull,
    quantity: numeric,
    order_status: textOr(''),
    status_history: z.array(statusChangeSchema).nullish(),
    created_at: z.string(),
    paymentMethod: textOr(''),
    paymentReference: textOr(''),
    payment_id: idText.nullish(),
    currency: textOrNull,
    shippingFee: numericOr(0),
    grand_price: priceOrNull,
    firstname: textOr(''),
    lastname: textOr(''),
    customer_email: textOr(''),
    shipping_address: textOr(''),
    city: textOrNull,
    state: textOrNull,
    phone_number: textOr(''),
  })
  .transform(
    (row): OrderLine => ({
      orderId: row.orderId,
      productId: row.productId,
      productName: row.productName,
      imageUrl:
        mediaPathFromUrl(row.product_image) ??
        mediaPathFromUrl(row.product_image_url) ??
        productImagePaths({ product_image: row.productImage })[0] ??
        null,
      unitPrice: row.amount,
      quantity: row.quantity,
      // Not total_price_per_item: the real getOrders multiplies by the whole order's grand total.
      lineTotal: lineTotal(row.amount, row.quantity),
      status: normalizeOrderStatus(row.order_status),
      statusHistory: row.status_history ?? [],
      createdAt: row.created_at,
      paymentMethod: row.paymentMethod,
      paymentReference: row.paymentReference,
      // The sandbox writes 0 when a gateway gave no id.
      paymentId: row.payment_id && row.payment_id !== '0' ? row.payment_id : null,
      currency: row.currency,
      shippingFee: row.shippingFee,
      grandTotal: row.grand_price,
      firstname: row.firstname,
      lastname: row.lastname,
      email: row.customer_email,
      shippingAddress: row.shipping_address,
      city: row.city,
      state: row.state,
      phone: row.phone_number,
    }),
  );

/** The outcome of confirmOrder: where to send the buyer, or the gateway's refusal. */
export type CheckoutAnswer = { ok: true; redirect: CheckoutRedirect } | { ok: false; message: string | null };

/**
 * confirmOrder's two gateway shapes: Paystack's answer nested as `data.data.authorization_url`
 * (sent as text/html), Stripe's session as `url`. A Paystack refusal comes back as HTTP 200
 * with `data.status: false`.
 */
export const checkoutAnswerSchema = z
  .object({
    url: httpUrl.optional(),
    data: z
      .object({
        status: z.unknown().optional(),
        message: z.string().optional(),
        data: z.object({ authorization_url: httpUrl.optional() }).nullish(),
      })
      .nullish(),
  })
  .transform((body, ctx): CheckoutAnswer => {
    const paystack = body.data;
    if (paystack?.status === false) return { ok: false, message: paystack.message ?? null };
    const authorizationUrl = paystack?.data?.authorization_url;
    if (authorizationUrl) return { ok: true, redirect: { provider: 'paystack', redirectUrl: authorizationUrl } };
    if (body.url) return { ok: true, redirect: { provider: 'stripe', redirectUrl: body.url } };
    ctx.addIssue({ code: 'custom', message: 'neither data.data.authorization_url nor url' });
    return z.NEVER;
  });
