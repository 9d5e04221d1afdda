import { setOrderStatus } from '../src/orders/status';
import type { Product } from '../src/db/schema';
import { createBuyer, createProduct, type BuyerFixture } from './support/fixtures';
import { createHarness, expectNoSecrets, TEST_PUBLIC_URL, type Harness } from './support/harness';
import { addToCart, paymentRow, startPayment, submitPayment } from './support/shopping';

const FIRST_AT = new Date('2025-02-10T08:00:00.000Z');
const SECOND_AT = new Date('2025-02-12T15:30:00.000Z');
const stamp = (d: Date) => d.toISOString().replace('Z', '000Z');

describe('order history (contract 2.9)', () => {
  let h: Harness;
  let buyer: BuyerFixture;
  let other: BuyerFixture;
  let yam: Product;
  let ugu: Product;

  beforeEach(async () => {
    h = await createHarness();
    buyer = await createBuyer(h.deps);
    other = await createBuyer(h.deps);
    yam = await createProduct(h.deps, { selling_price: 12.5, productWeight: 2.5 });
    ugu = await createProduct(h.deps, { selling_price: 4.2, productWeight: 0.3 });
  });
  afterEach(() => h.close());

  /** Buys the given lines at `at` through the real checkout and payment page; returns the orderId. */
  async function buy(who: BuyerFixture, lines: [Product, number][], at: Date, outcome = 'success'): Promise<string | null> {
    h.setNow(at);
    for (const [product, quantity] of lines) await addToCart(h, who, product.productId, quantity);
    const reference = await startPayment(h, who);
    await submitPayment(h, reference, outcome);
    return (await paymentRow(h, reference)).orderId;
  }

  describe('GET /getOrders', () => {
    test('no orders is a 404, failed payments included', async () => {
      await buy(buyer, [[yam, 1]], FIRST_AT, 'failure');
      const res = await h.request('GET', '/api/getOrders', { token: buyer.token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'No orders found for the authenticated user.' });
    });

    test('lists the caller’s order lines newest first, with image, line total and status history', async () => {
      const first = await buy(buyer, [[yam, 3], [ugu, 2]], FIRST_AT);
      const second = await buy(buyer, [[ugu, 1]], SECOND_AT);
      await buy(other, [[yam, 1]], SECOND_AT);

      const res = await h.request('GET', '/api/getOrders', { token: buyer.token });

      expect(res.status).toBe(200);
      expectNoSecrets(res.text);
      expect(res.body.message).toBe('All orders fetched successfully for the authenticated user.');
      const orders = res.body.data.orders as any[];
      expect(orders.map((o) => [o.orderId, o.productId])).toEqual([
        [second, ugu.productId],
        [first, ugu.productId],
        [first, yam.productId],
      ]);
      const yamLine = orders[2];
      expect(yamLine).toMatchObject({
        orderId: first,
        buyerId: buyer.buyerId,
        productName: yam.product_name,
        amount: '12.5',
        quantity: '3',
        Discount: '0',
        shippingFee: '4.05',
        grand_price: '49.95',
        order_status: 'confirmed',
        payment_id: expect.any(Number),
        product_image: `${TEST_PUBLIC_URL}/uploads/product_images/${yam.productId}-1.webp`,
        // quantity × unit price (the original multiplied by the whole order's grand_price).
        total_price_per_item: 37.5,
        status_history: [
          { status: 'placed', created_at: stamp(FIRST_AT) },
          { status: 'confirmed', created_at: stamp(FIRST_AT) },
        ],
      });
      expect(orders[0].status_history).toEqual([
        { status: 'placed', created_at: stamp(SECOND_AT) },
        { status: 'confirmed', created_at: stamp(SECOND_AT) },
      ]);
    });

    test('follows the order’s status as it moves on', async () => {
      const orderId = (await buy(buyer, [[yam, 1]], FIRST_AT))!;
      h.setNow(SECOND_AT);
      expect(await setOrderStatus(h.deps, orderId, 'shipped')).toEqual({ ok: true });

      const res = await h.request('GET', '/api/getOrders', { token: buyer.token });
      expect(res.body.data.orders[0]).toMatchObject({
        order_status: 'shipped',
        status_history: [
          { status: 'placed', created_at: stamp(FIRST_AT) },
          { status: 'confirmed', created_at: stamp(FIRST_AT) },
          { status: 'shipped', created_at: stamp(SECOND_AT) },
        ],
      });
    });

    test('two changes at once: only one leaves out_for_delivery, so a delivered order is never cancelled', async () => {
      const orderId = (await buy(buyer, [[yam, 1]], FIRST_AT))!;
      for (const step of ['shipped', 'out_for_delivery'] as const) await setOrderStatus(h.deps, orderId, step);
      const outcomes = await Promise.all([setOrderStatus(h.deps, orderId, 'delivered'), setOrderStatus(h.deps, orderId, 'cancelled')]);
      expect(outcomes).toEqual([{ ok: true }, { ok: false, reason: 'not_allowed', message: 'An order that is delivered cannot become cancelled.' }]);
      const res = await h.request('GET', '/api/getOrders', { token: buyer.token });
      expect(res.body.data.orders[0].order_status).toBe('delivered');
      expect(res.body.data.orders[0].status_history.map(({ status }: { status: string }) => status)).toEqual(['placed', 'confirmed', 'shipped', 'out_for_delivery', 'delivered']);
    });

    test('cancelling puts the units back in stock and takes back the sellers’ credit, once', async () => {
      const stockOf = async (product: Product) =>
        h.deps.db.selectFrom('products').select(['quantityin_stock', 'quantity_sold']).where('productId', '=', product.productId).executeTakeFirstOrThrow();
      const ledgerOf = async (product: Product) =>
        h.deps.db.selectFrom('sellers').select(['accrued_profit', 'platform_fee']).where('sellerId', '=', product.sellerId).executeTakeFirstOrThrow();
      const before = { yam: await stockOf(yam), ugu: await stockOf(ugu), ledger: await ledgerOf(yam) };
      const orderId = (await buy(buyer, [[yam, 3], [ugu, 2]], FIRST_AT))!;
      expect((await stockOf(yam)).quantityin_stock).toBe(before.yam.quantityin_stock - 3);
      expect(await ledgerOf(yam)).not.toEqual(before.ledger);

      expect(await setOrderStatus(h.deps, orderId, 'cancelled')).toEqual({ ok: true });
      expect(await stockOf(yam)).toEqual(before.yam);
      expect(await stockOf(ugu)).toEqual(before.ugu);
      expect(await ledgerOf(yam)).toEqual(before.ledger);
      // A second cancel is refused, so the units cannot go back twice.
      expect((await setOrderStatus(h.deps, orderId, 'cancelled')).ok).toBe(false);
      expect(await stockOf(yam)).toEqual(before.yam);
    });

    test('a product without pictures has a null image', async () => {
      const bare = await createProduct(h.deps, { product_image: null });
      await buy(buyer, [[bare, 1]], FIRST_AT);
      const res = await h.request('GET', '/api/getOrders', { token: buyer.token });
      expect(res.body.data.orders[0].product_image).toBeNull();
    });

    test('needs a token', async () => {
      const res = await h.request('GET', '/api/getOrders');
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Unauthenticated.' });
    });
  });

  describe('GET /getOrderById/{orderId}', () => {
    test('answers the order’s lines with per-item prices and the totals', async () => {
      const orderId = await buy(buyer, [[yam, 3], [ugu, 2]], FIRST_AT);
      const res = await h.request('GET', `/api/getOrderById/${orderId}`, { token: buyer.token });

      expect(res.status).toBe(200);
      expectNoSecrets(res.text);
      expect(res.body.message).toBe('Orders fetched successfully.');
      const { orders, ...totals } = res.body.data;
      expect(totals).toEqual({ subtotal: 45.9, shipping_fee: '4.05', total: 49.95 });
      expect(orders).toHaveLength(2);
      expect(orders[0]).toMatchObject({
        orderId,
        productId: yam.productId,
        amount: '12.5',
        quantity: '3',
        product_image_url: `${TEST_PUBLIC_URL}/uploads/product_images/${yam.productId}-1.webp`,
        price_per_item: 12.5,
        total_price_per_item: 37.5,
        status_history: [
          { status: 'placed', created_at: stamp(FIRST_AT) },
          { status: 'confirmed', created_at: stamp(FIRST_AT) },
        ],
      });
      expect(orders[1]).toMatchObject({ productId: ugu.productId, price_per_item: 4.2, total_price_per_item: 8.4 });
    });

    test('another buyer’s order is a 404', async () => {
      const orderId = await buy(other, [[yam, 1]], FIRST_AT);
      const res = await h.request('GET', `/api/getOrderById/${orderId}`, { token: buyer.token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'No orders found for the authenticated user with the given order ID.' });
    });

    test('an unknown order is a 404', async () => {
      const res = await h.request('GET', '/api/getOrderById/1234567890', { token: buyer.token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'No orders found for the authenticated user with the given order ID.' });
    });
  });
});
