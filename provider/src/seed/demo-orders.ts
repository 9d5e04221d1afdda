import { loadBuyer } from '../auth/middleware';
import type { AuthBuyer } from '../auth/buyer';
import { addToCart } from '../cart/items';
import type { OrderStatus, PaymentMethod } from '../db/schema';
import type { Deps } from '../deps';
import { startCheckout } from '../orders/checkout';
import { completePayment, type PaymentOutcome } from '../orders/complete-payment';
import { DELIVERY_STEPS, setOrderStatus } from '../orders/status';

/**
 * The demo buyers' history, made through the same checkout and payment code a buyer's purchase
 * goes through (with the clock set back), so their orders, transactions, stock and seller ledger
 * are exactly what the real flow writes.
 */
interface OrderPlan {
  daysAgo: number;
  lines: number;
  method: PaymentMethod;
  outcome: PaymentOutcome;
  /** Where the order has got to by now; `confirmed` is where a paid order starts. */
  finalStatus?: OrderStatus;
}

const PLANS: readonly OrderPlan[] = [
  { daysAgo: 41, lines: 2, method: 'paystack', outcome: 'success', finalStatus: 'delivered' },
  { daysAgo: 26, lines: 1, method: 'stripe', outcome: 'success', finalStatus: 'delivered' },
  { daysAgo: 15, lines: 3, method: 'paystack', outcome: 'success', finalStatus: 'cancelled' },
  { daysAgo: 9, lines: 1, method: 'stripe', outcome: 'failure' },
  { daysAgo: 6, lines: 2, method: 'paystack', outcome: 'success', finalStatus: 'out_for_delivery' },
  { daysAgo: 4, lines: 1, method: 'stripe', outcome: 'cancel' },
  { daysAgo: 3, lines: 1, method: 'paystack', outcome: 'success', finalStatus: 'shipped' },
  { daysAgo: 1, lines: 2, method: 'stripe', outcome: 'success', finalStatus: 'confirmed' },
];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function atTime(deps: Deps, ms: number): Deps {
  return { ...deps, clock: () => new Date(ms) };
}

function shippingDetails(buyer: AuthBuyer) {
  return buyer.kind === 'individual'
    ? { shipping_address: buyer.row.address ?? buyer.row.city, city: buyer.row.city, state: buyer.row.state, phone_number: buyer.row.phone }
    : { shipping_address: buyer.row.companyaddress ?? buyer.row.city, city: buyer.row.city, state: buyer.row.state, phone_number: buyer.row.companyphone };
}

/** The delivery steps after `confirmed` up to `final`, each a day apart (a cancellation comes after 4 h). */
function stepsTo(final: OrderStatus): OrderStatus[] {
  if (final === 'cancelled') return ['cancelled'];
  return DELIVERY_STEPS.slice(DELIVERY_STEPS.indexOf('confirmed') + 1, DELIVERY_STEPS.indexOf(final) + 1);
}

async function placeDemoOrder(deps: Deps, buyer: AuthBuyer, plan: OrderPlan, productIds: readonly string[], now: number): Promise<void> {
  const start = now - plan.daysAgo * DAY;
  const then = atTime(deps, start);
  for (const [i, productId] of productIds.entries()) {
    await addToCart(then, buyer, productId, { quantity: 1 + (i % 3) });
  }
  const payment = await startCheckout(then, buyer, { paymentMethod: plan.method, ...shippingDetails(buyer) });
  const result = await completePayment(atTime(deps, start + 10 * 60_000), payment.reference, plan.outcome);
  if (result.kind !== 'paid') {
    if (plan.outcome === 'success') throw new Error(`Demo order for ${buyer.buyerId} was not paid: ${result.kind}`);
    // A declined or cancelled payment leaves its lines in the cart; the demo cart starts empty.
    await deps.db.deleteFrom('carts').where('buyerId', '=', buyer.buyerId).execute();
    return;
  }
  for (const [i, status] of stepsTo(plan.finalStatus ?? 'confirmed').entries()) {
    const delay = status === 'cancelled' ? 4 * HOUR : (i + 1) * DAY;
    const change = await setOrderStatus(atTime(deps, start + delay), result.orderId, status);
    if (!change.ok) throw new Error(`Demo order ${result.orderId}: ${change.message}`);
  }
}

/**
 * Gives each demo buyer the history in PLANS, from well-stocked products picked deterministically
 * (a different stride per buyer so their histories differ). Returns how many orders were paid.
 */
export async function seedDemoOrders(deps: Deps, buyerIds: readonly string[], now: Date): Promise<number> {
  const products = await deps.db
    .selectFrom('products')
    .select('productId')
    .where('quantityin_stock', '>=', 30)
    .where('is_active', '=', 1)
    .orderBy('id')
    .limit(200)
    .execute();
  // A tiny catalogue (tests seed a handful of products) gets no history rather than repeats.
  if (products.length < 20) return 0;
  let orders = 0;
  for (const [b, buyerId] of buyerIds.entries()) {
    const buyer = await loadBuyer(deps, buyerId);
    if (!buyer) throw new Error(`Demo buyer ${buyerId} is missing.`);
    let cursor = 3 + b * 7;
    for (const plan of PLANS) {
      const picked: string[] = [];
      for (let i = 0; i < plan.lines; i++) {
        cursor = (cursor + 11) % products.length;
        picked.push(products[cursor]!.productId);
      }
      await placeDemoOrder(deps, buyer, plan, picked, now.getTime());
      if (plan.outcome === 'success') orders += 1;
    }
  }
  return orders;
}
