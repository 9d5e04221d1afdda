import type { Harness, TestResponse } from './harness';
import type { BuyerFixture } from './fixtures';

/** A checkout form the storefront could send; tests override single fields. */
export const CHECKOUT_FORM = {
  paymentMethod: 'paystack',
  shipping_address: '14 Admiralty Way, Lekki Phase 1',
  city: 'Lekki',
  state: 'Lagos',
  phone_number: '08031234567',
};

export async function addToCart(h: Harness, buyer: BuyerFixture, productId: string, quantity: number): Promise<TestResponse> {
  const res = await h.request('POST', `/api/addToCart/${productId}`, { token: buyer.token, json: { quantity } });
  expect(res.status).toBe(200);
  return res;
}

export function confirmOrder(h: Harness, buyer: BuyerFixture, form: Record<string, unknown> = {}): Promise<TestResponse> {
  return h.request('POST', `/api/confirmOrder/${buyer.buyerId}`, { token: buyer.token, json: { ...CHECKOUT_FORM, ...form } });
}

/** Starts a checkout that must succeed and returns its payment reference. */
export async function startPayment(h: Harness, buyer: BuyerFixture, form: Record<string, unknown> = {}): Promise<string> {
  const res = await confirmOrder(h, buyer, form);
  expect(res.status).toBe(200);
  return (res.body.data?.data?.reference ?? res.body.id) as string;
}

/** Submits the hosted payment page's form the way a browser does. */
export function submitPayment(h: Harness, reference: string, outcome: string): Promise<TestResponse> {
  return h.request('POST', `/sandbox/pay/${encodeURIComponent(reference)}`, {
    body: new URLSearchParams({ outcome }).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' },
  });
}

export function paymentRow(h: Harness, reference: string) {
  return h.deps.db.selectFrom('payments').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();
}

export function cartOf(h: Harness, buyerId: string) {
  return h.deps.db.selectFrom('carts').selectAll().where('buyerId', '=', buyerId).orderBy('id').execute();
}

export function productRow(h: Harness, productId: string) {
  return h.deps.db.selectFrom('products').selectAll().where('productId', '=', productId).executeTakeFirstOrThrow();
}

export async function count(h: Harness, table: 'orders' | 'payments' | 'transactions' | 'carts' | 'mails' | 'order_status_history'): Promise<number> {
  const row = await h.deps.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
