import type { Product, Seller } from '../src/db/schema';
import { createBuyer, createCompanyBuyer, createProduct, createSeller, type BuyerFixture } from './support/fixtures';
import { createHarness, TEST_STOREFRONT_URL, type Harness } from './support/harness';
import { addToCart, cartOf, count, paymentRow, productRow, startPayment, submitPayment } from './support/shopping';

const CHECKOUT_AT = new Date('2025-03-01T09:00:00.000Z');
const PAID_AT = new Date('2025-03-01T09:05:30.000Z');

describe('sandbox payments (/sandbox/pay/{reference})', () => {
  let h: Harness;
  let buyer: BuyerFixture;
  let farmer: Seller;
  let coop: Seller;
  let yam: Product;
  let ugu: Product;

  beforeEach(async () => {
    h = await createHarness();
    h.setNow(CHECKOUT_AT);
    buyer = await createBuyer(h.deps);
    farmer = await createSeller(h.deps, { firstname: 'Musa', lastname: 'Bello' });
    coop = await createSeller(h.deps, { seller_type: 'company', firstname: null, lastname: null, companyname: 'Benue Growers Co-op' });
    yam = await createProduct(h.deps, { seller: farmer, selling_price: 12.5, productWeight: 2.5, quantityin_stock: 10 });
    ugu = await createProduct(h.deps, { seller: coop, selling_price: 4.2, productWeight: 0.3, quantityin_stock: 6 });
  });
  afterEach(() => h.close());

  /** A pending payment for 3 yams and 2 bunches of ugu: 45.9 + 4.05 shipping = 49.95. */
  async function pendingPayment(who: BuyerFixture = buyer, form: Record<string, unknown> = {}): Promise<string> {
    await addToCart(h, who, yam.productId, 3);
    await addToCart(h, who, ugu.productId, 2);
    return startPayment(h, who, form);
  }

  const sellerRow = (sellerId: string) =>
    h.deps.db.selectFrom('sellers').selectAll().where('sellerId', '=', sellerId).executeTakeFirstOrThrow();

  async function snapshot() {
    return {
      orders: await count(h, 'orders'),
      history: await count(h, 'order_status_history'),
      mails: await count(h, 'mails'),
      yam: (await productRow(h, yam.productId)).quantityin_stock,
      ugu: (await productRow(h, ugu.productId)).quantityin_stock,
      farmer: (await sellerRow(farmer.sellerId)).accrued_profit,
      cart: (await cartOf(h, buyer.buyerId)).map((r) => [r.productId, r.quantity]),
    };
  }

  describe('GET: the hosted payment page', () => {
    test('shows the marketplace, gateway, amount, items and the three outcomes', async () => {
      const reference = await pendingPayment();
      const res = await h.request('GET', `/sandbox/pay/${reference}`, { headers: { Accept: 'text/html' } });

      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
      const page = res.text;
      expect(page).toContain('<html lang="en">');
      expect(page).toContain('AgroMarket');
      expect(page).toContain('Paystack checkout');
      expect(page).toContain('<p class="amount">$49.95</p>');
      expect(page).toContain(`${yam.product_name} × 3</th><td class="num">$37.50</td>`);
      expect(page).toContain(`${ugu.product_name} × 2</th><td class="num">$8.40</td>`);
      expect(page).toContain('Shipping</th><td class="num">$4.05</td>');
      expect(page).toContain('<form method="post">');
      expect(page).toMatch(/<button type="submit" name="outcome" value="success"[^>]*>Pay<\/button>/);
      expect(page).toMatch(/<button type="submit" name="outcome" value="failure"[^>]*aria-describedby="decline-note">Decline<\/button>/);
      expect(page).toContain('<p id="decline-note" class="hint">Decline simulates a declined card.</p>');
      expect(page).toMatch(/<button type="submit" name="outcome" value="cancel"[^>]*>Cancel<\/button>/);
      // Self-contained: nothing is loaded from anywhere.
      expect(page).not.toMatch(/<script|<link|src=/);
    });

    test('the Stripe page is Stripe’s', async () => {
      const reference = await pendingPayment(buyer, { paymentMethod: 'stripe' });
      const res = await h.request('GET', `/sandbox/pay/${reference}`);
      expect(res.status).toBe(200);
      expect(res.text).toContain('Stripe checkout');
      expect(res.text).not.toContain('Paystack');
    });

    test('every value is escaped', async () => {
      const evil = await createProduct(h.deps, { product_name: '<script>alert("x")</script> Yam & Co' });
      await addToCart(h, buyer, evil.productId, 1);
      const reference = await startPayment(h, buyer, { email: 'a"b@example.com' });
      const res = await h.request('GET', `/sandbox/pay/${reference}`);
      expect(res.text).not.toContain('<script>');
      expect(res.text).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Yam &amp; Co × 1');
      expect(res.text).toContain('a&quot;b@example.com');
    });

    test('an unknown reference is a 404 page', async () => {
      const res = await h.request('GET', '/sandbox/pay/T000000000000000');
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.text).toContain('Payment not found');
      expect(res.text).toContain(`href="${TEST_STOREFRONT_URL}"`);
    });

    test('a paid reference says so and links to the Success page', async () => {
      const reference = await pendingPayment();
      await submitPayment(h, reference, 'success');
      const { orderId } = await paymentRow(h, reference);
      const res = await h.request('GET', `/sandbox/pay/${reference}`);
      expect(res.status).toBe(200);
      expect(res.text).toContain('This payment is already complete');
      expect(res.text).toContain(`href="${TEST_STOREFRONT_URL}/Success?reference=${reference}&amp;orderId=${orderId}"`);
      expect(res.text).not.toContain('name="outcome"');
    });

    test('a cancelled reference says so and links back to checkout', async () => {
      const reference = await pendingPayment();
      await submitPayment(h, reference, 'cancel');
      const res = await h.request('GET', `/sandbox/pay/${reference}`);
      expect(res.text).toContain('This payment was cancelled');
      expect(res.text).toContain(`href="${TEST_STOREFRONT_URL}/checkout?payment=cancelled"`);
      expect(res.text).not.toContain('name="outcome"');
    });
  });

  describe('POST outcome=success', () => {
    test('writes the order, moves stock, pays the sellers, clears the bought lines and redirects to Success', async () => {
      const reference = await pendingPayment();
      const payment = await paymentRow(h, reference);
      // Added while the payment page was open: not part of this payment, so it stays in the cart,
      // as do the two yams added to the three being paid for.
      const later = await createProduct(h.deps);
      await addToCart(h, buyer, later.productId, 1);
      await addToCart(h, buyer, yam.productId, 2);
      h.setNow(PAID_AT);

      const res = await submitPayment(h, reference, 'success');

      const paid = await paymentRow(h, reference);
      const orderId = paid.orderId!;
      expect(orderId).toMatch(/^\d{10}$/);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(`${TEST_STOREFRONT_URL}/Success?reference=${reference}&orderId=${orderId}`);
      expect(paid).toMatchObject({ status: 'success', completed_at: '2025-03-01T09:05:30.000000Z', failure_reason: null });

      const orders = await h.deps.db.selectFrom('orders').selectAll().orderBy('id').execute();
      expect(orders).toHaveLength(2);
      const profile = await h.deps.db.selectFrom('buyers').selectAll().where('buyerId', '=', buyer.buyerId).executeTakeFirstOrThrow();
      expect(orders[0]).toEqual({
        id: expect.any(Number),
        orderId,
        buyerId: buyer.buyerId,
        productId: yam.productId,
        productName: yam.product_name,
        productImage: yam.product_image,
        amount: 12.5,
        quantity: 3,
        paymentMethod: 'paystack',
        paymentReference: reference,
        Discount: 0,
        shippingFee: 4.05,
        order_status: 'confirmed',
        currency: 'USD',
        channel: 'card',
        payment_id: payment.payment_id,
        country_code: 'NG',
        customer_email: buyer.email,
        shipping_address: '14 Admiralty Way, Lekki Phase 1',
        billing_address: 'Ikeja, Lagos, Nigeria, 100001',
        city: 'Lekki',
        state: 'Lagos',
        order_notes: null,
        grand_price: 49.95,
        firstname: profile.firstname,
        lastname: profile.lastname,
        phone_number: '08031234567',
        sellerId: farmer.sellerId,
        sellerFullname: 'Musa Bello',
        sellerEmail: farmer.email,
        sellerPhone: farmer.phone,
        created_at: '2025-03-01T09:05:30.000000Z',
        updated_at: '2025-03-01T09:05:30.000000Z',
      });
      expect(orders[1]).toMatchObject({ orderId, productId: ugu.productId, amount: 4.2, quantity: 2, sellerFullname: 'Benue Growers Co-op' });

      const history = await h.deps.db.selectFrom('order_status_history').select(['orderId', 'status', 'created_at']).orderBy('id').execute();
      expect(history).toEqual([
        { orderId, status: 'placed', created_at: '2025-03-01T09:00:00.000000Z' },
        { orderId, status: 'confirmed', created_at: '2025-03-01T09:05:30.000000Z' },
      ]);

      expect(await productRow(h, yam.productId)).toMatchObject({ quantityin_stock: 7, quantity_sold: 3 });
      expect(await productRow(h, ugu.productId)).toMatchObject({ quantityin_stock: 4, quantity_sold: 2 });
      // 0.92 / 0.08 of 37.5 and of 8.4.
      expect(await sellerRow(farmer.sellerId)).toMatchObject({ accrued_profit: 34.5, platform_fee: 3 });
      expect(await sellerRow(coop.sellerId)).toMatchObject({ accrued_profit: 7.73, platform_fee: 0.67 });

      expect((await cartOf(h, buyer.buyerId)).map(({ productId, quantity, total_price, productWeight }) => ({ productId, quantity, total_price, productWeight }))).toEqual([
        { productId: yam.productId, quantity: 2, total_price: 25, productWeight: 5 },
        { productId: later.productId, quantity: 1, total_price: later.selling_price, productWeight: later.productWeight },
      ]);

      const transactions = await h.deps.db.selectFrom('transactions').selectAll().execute();
      expect(transactions).toEqual([
        {
          id: expect.any(Number),
          payment_id: payment.payment_id,
          reference,
          buyerId: buyer.buyerId,
          orderId,
          method: 'paystack',
          amount: 49.95,
          currency: 'USD',
          status: 'success',
          created_at: '2025-03-01T09:05:30.000000Z',
        },
      ]);

      const mails = await h.deps.db.selectFrom('mails').selectAll().execute();
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ to_email: buyer.email, subject: `Your AgroMarket order #${orderId} is confirmed`, code: null });
      expect(mails[0]!.text).toContain(`${yam.product_name} x 3: $37.50`);
      expect(mails[0]!.text).toContain('Total paid: $49.95');
    });

    test('stripe payments are written with the stripe channel', async () => {
      const reference = await pendingPayment(buyer, { paymentMethod: 'stripe' });
      const res = await submitPayment(h, reference, 'success');
      expect(res.status).toBe(303);
      const rows = await h.deps.db.selectFrom('orders').select(['paymentMethod', 'channel', 'paymentReference']).execute();
      expect(rows).toEqual([
        { paymentMethod: 'stripe', channel: 'stripe', paymentReference: reference },
        { paymentMethod: 'stripe', channel: 'stripe', paymentReference: reference },
      ]);
    });

    test('a company buyer’s order carries the company name and an empty last name', async () => {
      const company = await createCompanyBuyer(h.deps);
      const reference = await pendingPayment(company, { order_notes: 'Deliver to the warehouse gate' });
      await submitPayment(h, reference, 'success');
      const row = await h.deps.db.selectFrom('orders').selectAll().where('buyerId', '=', company.buyerId).executeTakeFirstOrThrow();
      const profile = await h.deps.db
        .selectFrom('company_buyers')
        .selectAll()
        .where('companyBuyerId', '=', company.buyerId)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        firstname: profile.companyname,
        lastname: '',
        customer_email: company.email,
        billing_address: 'Port Harcourt, Rivers, Nigeria, 500001',
        order_notes: 'Deliver to the warehouse gate',
      });
    });

    test('not enough stock any more: the payment fails with a 409 page naming the product, and nothing else changes', async () => {
      const reference = await pendingPayment();
      await h.deps.db.updateTable('products').set({ quantityin_stock: 1 }).where('productId', '=', ugu.productId).execute();
      const before = await snapshot();

      const res = await submitPayment(h, reference, 'success');

      expect(res.status).toBe(409);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.text).toContain(`<strong>${ugu.product_name}</strong> has only 1 left (you asked for 2).`);
      expect(res.text).toContain(`href="${TEST_STOREFRONT_URL}/checkout"`);
      expect(await snapshot()).toEqual(before);
      expect(await paymentRow(h, reference)).toMatchObject({
        status: 'failed',
        orderId: null,
        failure_reason: `Not enough stock for ${ugu.product_name}: 1 left, 2 requested.`,
      });

      // Trying again does not revive it, and leads back to checkout without the declined card's notice.
      const again = await submitPayment(h, reference, 'success');
      expect(again.status).toBe(303);
      expect(again.headers.get('location')).toBe(`${TEST_STOREFRONT_URL}/checkout`);
      expect(await snapshot()).toEqual(before);
    });

    test('a product switched off since it went in the cart is not sold: the payment fails as out of stock, nothing else changes', async () => {
      const reference = await pendingPayment();
      await h.deps.db.updateTable('products').set({ is_active: 0 }).where('productId', '=', ugu.productId).execute();
      const before = await snapshot();

      const res = await submitPayment(h, reference, 'success');

      expect(res.status).toBe(409);
      expect(res.text).toContain(`<strong>${ugu.product_name}</strong> is out of stock`);
      expect(await snapshot()).toEqual(before);
      expect(await paymentRow(h, reference)).toMatchObject({ status: 'failed', orderId: null });
      await h.deps.db.updateTable('products').set({ is_active: 1 }).where('productId', '=', ugu.productId).execute();
    });

    test("a newer checkout closes the buyer's older payment page: paying it afterwards buys nothing", async () => {
      const older = await pendingPayment();
      const newer = await startPayment(h, buyer, {});
      expect((await paymentRow(h, older)).status).toBe('cancelled');
      expect((await paymentRow(h, older)).failure_reason).toBe('Replaced by a newer checkout.');
      expect((await submitPayment(h, newer, 'success')).status).toBe(303);
      const after = await snapshot();

      // Back to checkout plain: not "You cancelled the payment" to a buyer who pressed Pay.
      const late = await submitPayment(h, older, 'success');
      expect(late.status).toBe(303);
      expect(late.headers.get('location')).toBe(`${TEST_STOREFRONT_URL}/checkout`);
      expect((await h.request('GET', `/sandbox/pay/${older}`)).text).toContain(`href="${TEST_STOREFRONT_URL}/checkout"`);
      expect(await snapshot()).toEqual(after);
      expect((await paymentRow(h, older)).orderId).toBeNull();
    });

    test('completing the same reference again creates nothing and redirects to the same Success page', async () => {
      const reference = await pendingPayment();
      const first = await submitPayment(h, reference, 'success');
      const after = await snapshot();

      for (const outcome of ['success', 'cancel', 'failure']) {
        const again = await submitPayment(h, reference, outcome);
        expect(again.status).toBe(303);
        expect(again.headers.get('location')).toBe(first.headers.get('location'));
      }
      expect(await snapshot()).toEqual(after);
      expect(await count(h, 'transactions')).toBe(1);
      expect((await paymentRow(h, reference)).status).toBe('success');
    });

    test('a double submission makes one order', async () => {
      const reference = await pendingPayment();
      const [a, b] = await Promise.all([submitPayment(h, reference, 'success'), submitPayment(h, reference, 'success')]);
      expect([a.status, b.status]).toEqual([303, 303]);
      expect(a.headers.get('location')).toBe(b.headers.get('location'));
      expect(await count(h, 'orders')).toBe(2);
      expect(await count(h, 'transactions')).toBe(1);
      expect((await productRow(h, yam.productId)).quantityin_stock).toBe(7);
    });

    test('two buyers paying for the last unit at once: exactly one order, one failed payment', async () => {
      const last = await createProduct(h.deps, { seller: farmer, quantityin_stock: 1 });
      const rival = await createBuyer(h.deps);
      await addToCart(h, buyer, last.productId, 1);
      await addToCart(h, rival, last.productId, 1);
      const refs = [await startPayment(h, buyer), await startPayment(h, rival)];

      const results = await Promise.all(refs.map((ref) => submitPayment(h, ref, 'success')));

      expect(results.map((r) => r.status).sort()).toEqual([303, 409]);
      const payments = await h.deps.db.selectFrom('payments').select(['status', 'orderId']).where('reference', 'in', refs).execute();
      expect(payments.map((p) => p.status).sort()).toEqual(['failed', 'success']);
      const orders = await h.deps.db.selectFrom('orders').selectAll().execute();
      expect(orders).toHaveLength(1);
      expect(orders[0]!.orderId).toBe(payments.find((p) => p.status === 'success')!.orderId);
      expect(await productRow(h, last.productId)).toMatchObject({ quantityin_stock: 0, quantity_sold: 1 });
      expect(await count(h, 'mails')).toBe(1);
    });
    test('five buyers checking out and paying for the last two units at once: two orders, three out-of-stock refusals, stock never below zero', async () => {
      const scarce = await createProduct(h.deps, { seller: farmer, quantityin_stock: 2 });
      const buyers = await Promise.all(Array.from({ length: 5 }, () => createBuyer(h.deps)));
      await Promise.all(buyers.map((who) => addToCart(h, who, scarce.productId, 1)));
      // Checking out reserves nothing: every buyer gets a payment page.
      const refs = await Promise.all(buyers.map((who) => startPayment(h, who)));

      const results = await Promise.all(refs.map((ref) => submitPayment(h, ref, 'success')));

      expect(results.map((r) => r.status).sort()).toEqual([303, 303, 409, 409, 409]);
      for (const refused of results.filter((r) => r.status === 409)) {
        expect(refused.text).toContain(`<strong>${scarce.product_name}</strong> is out of stock (you asked for 1).`);
      }
      expect(await count(h, 'orders')).toBe(2);
      expect(await productRow(h, scarce.productId)).toMatchObject({ quantityin_stock: 0, quantity_sold: 2 });
      // The refused buyers keep their cart line; the two who paid have theirs cleared.
      const carts = await Promise.all(buyers.map((who) => cartOf(h, who.buyerId)));
      expect(carts.map((lines) => lines.length).sort()).toEqual([0, 0, 1, 1, 1]);
    });
  });

  describe('POST outcome=failure or cancel', () => {
    test.each([
      ['failure', 'failed', 'Card declined (sandbox).'],
      ['cancel', 'cancelled', 'Cancelled by the buyer.'],
    ] as const)('%s: the payment becomes %s, the cart stays, the buyer goes back to checkout', async (outcome, status, reason) => {
      const reference = await pendingPayment();
      const payment = await paymentRow(h, reference);
      const before = await snapshot();
      h.setNow(PAID_AT);

      const res = await submitPayment(h, reference, outcome);

      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(`${TEST_STOREFRONT_URL}/checkout?payment=${status}`);
      expect(await paymentRow(h, reference)).toMatchObject({ status, orderId: null, failure_reason: reason, completed_at: '2025-03-01T09:05:30.000000Z' });
      expect(await h.deps.db.selectFrom('transactions').select(['payment_id', 'orderId', 'status', 'amount']).execute()).toEqual([
        { payment_id: payment.payment_id, orderId: null, status, amount: 49.95 },
      ]);
      expect(await snapshot()).toEqual(before);

      // Settled: paying now leads back to checkout and creates nothing.
      const again = await submitPayment(h, reference, 'success');
      expect(again.status).toBe(303);
      expect(again.headers.get('location')).toBe(`${TEST_STOREFRONT_URL}/checkout?payment=${status}`);
      expect(await snapshot()).toEqual(before);
      expect(await count(h, 'transactions')).toBe(1);
    });
  });

  describe('bad requests', () => {
    test.each([['refund'], ['']])('outcome %j is a 422 page and leaves the payment pending', async (outcome) => {
      const reference = await pendingPayment();
      const res = await submitPayment(h, reference, outcome);
      expect(res.status).toBe(422);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.text).toContain('The form must send an outcome of success, failure or cancel.');
      expect((await paymentRow(h, reference)).status).toBe('pending');
      expect(await count(h, 'transactions')).toBe(0);
    });

    test('an unknown reference is a 404 page and writes nothing', async () => {
      const res = await submitPayment(h, 'T000000000000000', 'success');
      expect(res.status).toBe(404);
      expect(res.text).toContain('Payment not found');
      expect(await count(h, 'transactions')).toBe(0);
    });
  });
});
