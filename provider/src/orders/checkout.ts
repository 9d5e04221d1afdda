import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { buyerEmail, buyerNames, type AuthBuyer } from '../auth/buyer';
import { randomToken } from '../auth/secrets';
import { cartTotals } from '../cart/totals';
import type { DB, Payment, PaymentMethod } from '../db/schema';
import type { Deps } from '../deps';
import { fail } from '../http/errors';
import { text, validateWithContext } from '../http/validation';
import { randomDigits, uniqueId } from '../lib/ids';
import { laravelTimestamp } from '../lib/time';
import { roundMoney } from '../serialize/numbers';
import { settle } from './complete-payment';
import type { PaymentCustomer, PaymentItem } from './payment-snapshot';

export const PAYMENT_METHODS: readonly PaymentMethod[] = ['paystack', 'stripe'];

const required = (field: string, max: number) => text(field, { required: true, min: 1, max });

/**
 * confirmOrder's body (contract 2.8). The original checks only the first five; the others are what
 * the storefront's checkout form sends, and are kept with the payment and written to the order.
 */
export const checkoutSchema = z.object({
  // Laravel labels camelCase attributes in snake case: "The payment method field is required."
  paymentMethod: required('payment_method', 50),
  shipping_address: required('shipping_address', 500),
  city: required('city', 100),
  state: required('state', 100),
  phone_number: required('phone_number', 20),
  firstname: text('firstname', { max: 100 }),
  lastname: text('lastname', { max: 100 }),
  companyname: text('companyname', { max: 150 }),
  email: text('email', { email: true, max: 255 }),
  country: text('country', { max: 100 }),
  zipcode: text('zipcode', { max: 20 }),
  order_notes: text('order_notes', { max: 1000 }),
});

export type CheckoutInput = z.output<typeof checkoutSchema>;

function isPaymentMethod(value: string): value is PaymentMethod {
  return (PAYMENT_METHODS as readonly string[]).includes(value);
}

/** Paystack-like `T` + 15 digits; a Stripe Checkout Session id for stripe, which is what its clients see. */
function drawReference(method: PaymentMethod): string {
  return method === 'paystack' ? `T${randomDigits(15, true)}` : `cs_test_${randomToken(58)}`;
}

/** The cart with each line's seller, oldest line first (the order rows follow the order items were added). */
function cartLines(db: Kysely<DB>, buyerId: string) {
  return db
    .selectFrom('carts')
    .innerJoin('products', 'products.productId', 'carts.productId')
    .select([
      'carts.productId',
      'carts.product_name',
      'carts.product_image',
      'carts.selling_price',
      'carts.quantity',
      'carts.productWeight',
      'products.sellerId',
    ])
    .where('carts.buyerId', '=', buyerId)
    .orderBy('carts.id')
    .execute();
}

/** The original's billing address: the profile's location, whatever the checkout form says. */
function profileBillingAddress(buyer: AuthBuyer): string {
  const { city, state, country, zipcode } = buyer.row;
  return [city, state, country, zipcode ?? ''].join(', ');
}

function customerOf(buyer: AuthBuyer, input: CheckoutInput): PaymentCustomer {
  const profile = buyerNames(buyer);
  return {
    // What the buyer typed on the checkout form wins; the profile fills the gaps. A company's
    // orders carry its name and an empty last name, as the original writes them.
    firstname: (buyer.kind === 'company' ? input.companyname : input.firstname) ?? profile.firstname,
    lastname: buyer.kind === 'company' ? '' : (input.lastname ?? profile.lastname),
    companyname: buyer.kind === 'company' ? (input.companyname ?? profile.firstname) : (input.companyname ?? null),
    email: input.email ?? buyerEmail(buyer),
    phone_number: input.phone_number,
    shipping_address: input.shipping_address,
    city: input.city,
    state: input.state,
    country: input.country ?? null,
    zipcode: input.zipcode ?? null,
    billing_address: profileBillingAddress(buyer),
    order_notes: input.order_notes ?? null,
  };
}

/**
 * confirmOrder: snapshots the cart and the amount into a pending payment and nothing else; the
 * order is only written when the payment completes (completePayment). Checks run in the original's
 * order: validation (422 here, 500 there), empty cart, unknown payment method.
 */
export async function startCheckout(deps: Deps, buyer: AuthBuyer, body: unknown): Promise<Payment> {
  const input = validateWithContext(checkoutSchema, body, 'An error occurred during checkout');
  return deps.db.transaction().execute(async (trx) => {
    const lines = await cartLines(trx, buyer.buyerId);
    if (lines.length === 0) throw fail(400, 'Cart is empty. Please add items to the cart first.');
    const method = input.paymentMethod;
    if (!isPaymentMethod(method)) throw fail(400, 'Invalid payment method selected.');

    // The buyer's older payment pages close: paid after this one, they would buy the cart again.
    const at = laravelTimestamp(deps.clock());
    const older = await trx.selectFrom('payments').selectAll().where('buyerId', '=', buyer.buyerId).where('status', '=', 'pending').execute();
    for (const payment of older) await settle(trx, payment, { status: 'cancelled', reason: 'Replaced by a newer checkout.' }, at);

    const items: PaymentItem[] = lines;
    const totals = cartTotals(items, deps.config.shippingRatePerKg);
    const reference = await uniqueId(
      () => drawReference(method),
      async (ref) => Boolean(await trx.selectFrom('payments').select('id').where('reference', '=', ref).executeTakeFirst()),
    );
    // 9 or 10 digits, like the gateways' numeric transaction ids.
    const paymentId = await uniqueId(
      () => String(randomInt(100_000_000, 10_000_000_000)),
      async (id) => Boolean(await trx.selectFrom('payments').select('id').where('payment_id', '=', Number(id)).executeTakeFirst()),
    );
    return trx
      .insertInto('payments')
      .values({
        reference,
        method,
        buyerId: buyer.buyerId,
        buyerType: buyer.kind,
        status: 'pending',
        currency: deps.config.currency,
        subtotal: totals.total_price,
        shipping_fee: totals.total_shipping_fee,
        amount: roundMoney(totals.total_price + totals.total_shipping_fee),
        items: JSON.stringify(items),
        customer: JSON.stringify(customerOf(buyer, input)),
        access_code: randomToken(15).toLowerCase(),
        payment_id: Number(paymentId),
        orderId: null,
        failure_reason: null,
        created_at: at,
        completed_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}
