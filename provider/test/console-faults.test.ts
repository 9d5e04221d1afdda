import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from '../src/app';
import type { Product } from '../src/db/schema';
import { mailsTo } from './support/accounts';
import { insertOrderRow } from './support/catalogue';
import { createBuyer, createProduct, type BuyerFixture } from './support/fixtures';
import { createHarness, TEST_ADMIN_TOKEN, type Harness } from './support/harness';

/**
 * The console's fault switch (/sandbox/api/faults) over real HTTP, since "down" cuts the
 * connection: a fault hits only the calls in its scope and is gone once switched off.
 */
describe('console API: provider faults', () => {
  let h: Harness;
  let server: ServerType;
  let base: string;
  let buyer: BuyerFixture;
  let other: BuyerFixture;
  let product: Product;
  let otherProduct: Product;

  beforeAll(async () => {
    h = await createHarness();
    server = serve({ fetch: createApp(h.deps).fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    buyer = await createBuyer(h.deps);
    other = await createBuyer(h.deps);
    product = await createProduct(h.deps);
    otherProduct = await createProduct(h.deps);
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await h.close();
  });

  const admin = (method: string, path: string, json?: unknown, token = TEST_ADMIN_TOKEN) =>
    fetch(`${base}/sandbox/api${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'application/json' },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
  const api = (path: string, token?: string) =>
    fetch(`${base}/api${path}`, { headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) } });

  /** Switches a fault on for the test's body and always off again after it. */
  async function withFault(fault: Record<string, unknown>, body: () => Promise<void>) {
    const res = await admin('POST', '/faults', fault);
    expect(res.status).toBe(201);
    const { fault: created } = (await res.json()) as { fault: { id: string } };
    try {
      await body();
    } finally {
      expect((await admin('DELETE', `/faults/${created.id}`)).status).toBe(200);
    }
  }

  test('needs the admin token', async () => {
    expect((await admin('GET', '/faults', undefined, 'wrong')).status).toBe(401);
    expect((await admin('POST', '/faults', { mode: 'down', buyer: buyer.buyerId }, 'wrong')).status).toBe(401);
    expect((await admin('GET', '/faults')).status).toBe(200);
  });

  test.each([
    ['no scope', { mode: 'down' }, 'buyer'],
    ['slow without a delay', { mode: 'slow', buyer: 'AGB1' }, 'delay_ms'],
    ['a delay for another mode', { mode: 'down', buyer: 'AGB1', delay_ms: 10 }, 'delay_ms'],
    ['an unknown mode', { mode: 'flaky', buyer: 'AGB1' }, 'mode'],
    ['a path fragment that would match everything', { mode: 'down', paths: ['/'] }, 'paths'],
  ])('refuses %s with a 422 and switches nothing on', async (_what, fault, field) => {
    const res = await admin('POST', '/faults', fault);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: Record<string, unknown> }).errors).toHaveProperty([field]);
    expect(await (await admin('GET', '/faults')).json()).toEqual({ faults: [] });
  });

  test('down: the buyer’s calls have their connection cut; other buyers and public calls are answered', async () => {
    await withFault({ mode: 'down', buyer: buyer.buyerId }, async () => {
      await expect(api('/viewCart', buyer.token)).rejects.toThrow('fetch failed');
      expect((await api('/viewCart', other.token)).status).toBe(200);
      expect((await api(`/productDetails/${product.productId}`)).status).toBe(200);
    });
    expect((await api('/viewCart', buyer.token)).status).toBe(200);
  });

  test('slow: the real answer, after the delay', async () => {
    const normal = await (await api(`/productDetails/${product.productId}`)).json();
    await withFault({ mode: 'slow', delay_ms: 600, paths: [product.productId] }, async () => {
      const started = Date.now();
      const res = await api(`/productDetails/${product.productId}`);
      expect(Date.now() - started).toBeGreaterThanOrEqual(600);
      expect(await res.json()).toEqual(normal);
      const quick = Date.now();
      expect((await api(`/productDetails/${otherProduct.productId}`)).status).toBe(200);
      expect(Date.now() - quick).toBeLessThan(600);
    });
  });

  test('malformed: a 200 whose body is not JSON, only on paths naming the fault’s ids', async () => {
    await withFault({ mode: 'malformed', paths: [product.productId] }, async () => {
      const res = await api(`/productDetails/${product.productId}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      const text = await res.text();
      expect(() => JSON.parse(text)).toThrow(SyntaxError);
      const untouched = await (await api(`/productDetails/${otherProduct.productId}`)).text();
      expect(() => JSON.parse(untouched)).not.toThrow();
    });
  });

  test('invalid: a 200 with JSON that is not the object any call answers', async () => {
    await withFault({ mode: 'invalid', buyer: buyer.buyerId }, async () => {
      const res = await api('/viewCart', buyer.token);
      expect(res.status).toBe(200);
      expect(typeof (await res.json())).toBe('string');
    });
  });

  test('unpriced: the real answer with every price in it null, only for the buyer in scope', async () => {
    for (const { token } of [buyer, other]) {
      const added = await fetch(`${base}/api/addToCart/${product.productId}`, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ quantity: 2 }),
      });
      expect(added.status).toBe(200);
    }
    const normal = (await (await api('/viewCart', buyer.token)).json()) as { cart_items: Record<string, unknown>[] };
    await withFault({ mode: 'unpriced', buyer: buyer.buyerId }, async () => {
      const res = await api('/viewCart', buyer.token);
      expect(res.status).toBe(200);
      const cart = (await res.json()) as { cart_items: Record<string, unknown>[] };
      expect(cart.cart_items).toEqual(
        normal.cart_items.map((row) => ({ ...row, selling_price: null, total_price: null, product: row.product && { ...(row.product as object), selling_price: null } })),
      );
      expect(cart).toMatchObject({ total_price: null });
      const others = (await (await api('/viewCart', other.token)).json()) as { cart_items: { selling_price: unknown }[] };
      expect(others.cart_items[0]?.selling_price).toBe(String(product.selling_price));
    });
    expect(((await (await api('/viewCart', buyer.token)).json()) as typeof normal).cart_items).toEqual(normal.cart_items);
  });

  test("unpriced: an order's amounts are null, the rest of it as it was", async () => {
    await insertOrderRow(h.deps, { buyerId: buyer.buyerId, productId: product.productId, quantity: 3 });
    const normal = (await (await api('/getOrders', buyer.token)).json()) as { data: { orders: Record<string, unknown>[] } };
    const [row] = normal.data.orders;
    expect(row).toMatchObject({ amount: expect.anything(), grand_price: expect.anything(), total_price_per_item: expect.anything() });
    await withFault({ mode: 'unpriced', buyer: buyer.buyerId }, async () => {
      const orders = (await (await api('/getOrders', buyer.token)).json()) as typeof normal;
      expect(orders.data.orders).toEqual([{ ...row, amount: null, total_price_per_item: null, grand_price: null }]);
      const one = (await (await api(`/getOrderById/${String(row!.orderId)}`, buyer.token)).json()) as { data: Record<string, unknown> };
      expect(one.data).toMatchObject({ subtotal: null, orders: [expect.objectContaining({ amount: null })] });
    });
  });

  test("replacing-reset: a reset replaces the password at once with a mailed 8-digit one, answered as password_data, as the real provider's does", async () => {
    const post = (path: string, json: unknown) =>
      fetch(`${base}/api${path}`, { method: 'POST', headers: { Accept: 'application/json', 'Content-Type': 'application/json' }, body: JSON.stringify(json) });
    const login = (password: string) => post('/loginBuyer', { email: buyer.email, password });
    await withFault({ mode: 'replacing-reset', paths: ['/buyerPasswordReset'] }, async () => {
      // The second step's fields are ignored: the real provider reads the email only.
      const res = await post('/buyerPasswordReset', { email: buyer.email, code: '123456', password: 'chosen-1', confirm_password: 'chosen-1' });
      expect(res.status).toBe(200);
      const answer = (await res.json()) as { message: string; password_data: number };
      expect(answer).toEqual({ message: 'Password reset code sent.', password_data: expect.any(Number) });
      const [mail] = await mailsTo(h, buyer.email);
      expect(mail).toMatchObject({ subject: expect.stringMatching(/new .* password/), code: String(answer.password_data) });
      expect(mail!.text).toContain(String(answer.password_data));
      expect(String(answer.password_data)).toMatch(/^\d{8}$/);
      expect((await login(buyer.password)).status).toBe(400);
      expect((await login('chosen-1')).status).toBe(400);
      expect((await login(String(answer.password_data))).status).toBe(200);
      buyer.password = String(answer.password_data);
      expect(await (await post('/buyerPasswordReset', { email: 'nobody@example.com' })).json()).toEqual({ message: 'Email not found.' });
    });
    // Off again: a reset mails a code and leaves the password as it is.
    const res = await post('/buyerPasswordReset', { email: buyer.email });
    expect(await res.json()).toEqual({ message: 'Password reset code sent.' });
    expect((await login(buyer.password)).status).toBe(200);
  });

  test("addressless-billing: an individual's billing update keeps everything but the street address, as the real provider's does", async () => {
    const billing = (json: unknown) =>
      fetch(`${base}/api/updateBuyerBillingAddress`, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${buyer.token}` },
        body: JSON.stringify(json),
      });
    const stored = async () =>
      ((await (await api(`/getBuyerProfile/${buyer.buyerId}`, buyer.token)).json()) as { data: { buyer: { address: string | null; city: string | null } } }).data
        .buyer;
    const before = await stored();
    expect(before.city).not.toBe('Udi');
    await withFault({ mode: 'addressless-billing', buyer: buyer.buyerId }, async () => {
      const res = await billing({ address: '3 Zik Avenue', country: 'Nigeria', state: 'Enugu', city: 'Udi' });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ message: 'Buyer Billing Address updated' });
      expect(await stored()).toMatchObject({ address: before.address, city: 'Udi' });
    });
    await billing({ address: '3 Zik Avenue', country: 'Nigeria', state: 'Enugu', city: 'Udi' });
    expect(await stored()).toMatchObject({ address: '3 Zik Avenue' });
  });

  test('faults are listed while on, and switching one off twice is a 404', async () => {
    const res = await admin('POST', '/faults', { mode: 'slow', delay_ms: 50, buyer: buyer.buyerId });
    const { fault } = (await res.json()) as { fault: { id: string } };
    expect(await (await admin('GET', '/faults')).json()).toEqual({
      faults: [{ id: fault.id, mode: 'slow', delay_ms: 50, buyer: buyer.buyerId }],
    });
    expect((await admin('DELETE', `/faults/${fault.id}`)).status).toBe(200);
    expect((await admin('DELETE', `/faults/${fault.id}`)).status).toBe(404);
    expect(await (await admin('GET', '/faults')).json()).toEqual({ faults: [] });
  });
});
