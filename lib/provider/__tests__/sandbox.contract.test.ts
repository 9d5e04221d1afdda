import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from '@/provider/src/app';
import { createBuyer, createCategory, createProduct } from '@/provider/test/support/fixtures';
import { createHarness, type Harness } from '@/provider/test/support/harness';
import { logIn } from '../auth';
import { addToCart, viewCart } from '../cart';
import { categoryDetails } from '../categories';
import { ProviderError } from '../errors';
import { getOrders } from '../orders';
import { allProducts, productDetails } from '../products';
import { viewWishlist } from '../wishlist';

/**
 * The client against the real sandbox over HTTP: a fresh database with fixture rows, served on a
 * free port that PROVIDER_API_URL points at. Checks that the schemas accept what the sandbox sends.
 */

let harness: Harness;
let close: () => Promise<void>;
const savedUrl = process.env.PROVIDER_API_URL;

beforeAll(async () => {
  harness = await createHarness();
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: createApp(harness.deps).fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const { port } = server.address() as AddressInfo;
  process.env.PROVIDER_API_URL = `http://127.0.0.1:${port}/api`;
  close = () => new Promise<void>((resolve) => server.close(() => resolve()));
});

afterAll(async () => {
  await close();
  await harness.close();
  if (savedUrl === undefined) delete process.env.PROVIDER_API_URL;
  else process.env.PROVIDER_API_URL = savedUrl;
});

describe('the client against the sandbox provider', () => {
  it('logs a fixture buyer in, browses, fills the cart and reads it back', async () => {
    const category = await createCategory(harness.deps, { categoryName: 'Tubers' });
    const products = [];
    for (let i = 0; i < 3; i++) products.push(await createProduct(harness.deps, { category }));
    const buyer = await createBuyer(harness.deps);

    const login = await logIn('individual', { email: buyer.email, password: buyer.password });
    expect(login.message).toBe('Login Successful');
    expect(login.buyer).toMatchObject({ userId: buyer.buyerId, type: 'individual', name: 'Chinedu', email: buyer.email });
    expect(JSON.stringify(login)).not.toMatch(/password|verification_code|scrypt/);

    const page = await allProducts({ page: 1, perPage: 2 });
    expect(page).toMatchObject({ page: 1, lastPage: 2, perPage: 2, total: 3 });
    const newest = products[2];
    if (!newest) throw new Error('fixture missing');
    expect(page.items[0]).toEqual({
      id: newest.productId,
      name: newest.product_name,
      categoryId: category.categoryID,
      categoryName: 'Tubers',
      price: 12.5,
      stock: 40,
      unit: 'tuber',
      imageUrls: [`/media/product_images/${newest.productId}-1.webp`, `/media/product_images/${newest.productId}-2.webp`],
      averageRating: 0,
      isActive: true,
    });

    const detail = await productDetails(newest.productId);
    expect(detail).toMatchObject({ id: newest.productId, categoryName: 'Tubers', sellerName: 'Adaeze Okafor', reviewStats: { totalReviews: 0 } });
    await expect(productDetails('AGP000000')).resolves.toBeNull();
    expect((await categoryDetails(category.categoryID, { page: 1, perPage: 10, sort: 'price_asc' }))?.products.total).toBe(3);

    await expect(viewCart(login.token)).resolves.toEqual({ items: [], totalPrice: 0, totalQuantity: 0, shippingFee: 0 });
    await expect(addToCart(login.token, newest.productId, 2)).resolves.toEqual({ message: 'Product added to cart successfully.' });
    const cart = await viewCart(login.token);
    expect(cart.items).toEqual([
      expect.objectContaining({
        productId: newest.productId,
        imageUrl: `/media/product_images/${newest.productId}-1.webp`,
        price: 12.5,
        quantity: 2,
        lineTotal: 25,
      }),
    ]);
    expect(cart).toMatchObject({ totalPrice: 25, totalQuantity: 2 });
    expect(cart.shippingFee).toBeGreaterThan(0);
  });

  it("reads the sandbox's 404 empties as empty lists, and no order history as none", async () => {
    const buyer = await createBuyer(harness.deps);
    await expect(viewWishlist(buyer.token)).resolves.toEqual([]);
    await expect(getOrders(buyer.token)).resolves.toBeNull();
  });

  it('keeps 401 for a token the provider does not know', async () => {
    const error = await viewCart('1|not-a-real-token').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ kind: 'rejected', status: 401, message: 'Unauthenticated.' });
  });
});
