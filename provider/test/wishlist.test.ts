import { createBuyer, createCompanyBuyer, createProduct, type BuyerFixture } from './support/fixtures';
import { createHarness, expectNoSecrets, TEST_PUBLIC_URL, type Harness } from './support/harness';
import type { Product } from '../src/db/schema';

describe('wishlist (contract 2.5)', () => {
  let h: Harness;
  let buyer: BuyerFixture;
  let product: Product;
  beforeEach(async () => {
    h = await createHarness();
    buyer = await createBuyer(h.deps);
    product = await createProduct(h.deps, { selling_price: 1500 });
  });
  afterEach(() => h.close());

  const rowsOf = (buyerId: string) => h.deps.db.selectFrom('wishlists').selectAll().where('buyerId', '=', buyerId).orderBy('id').execute();
  const add = (productId: string, who: BuyerFixture = buyer) => h.request('POST', `/api/addToWishlist/${productId}`, { token: who.token });
  const remove = (productId: string, who: BuyerFixture = buyer) => h.request('DELETE', `/api/removeFromWishlist/${productId}`, { token: who.token });
  const view = (who: BuyerFixture = buyer) => h.request('GET', '/api/viewWishlist', { token: who.token });

  describe('POST /api/addToWishlist/{productId}', () => {
    test('adds the product and answers the new row, price with two decimals', async () => {
      const res = await add(product.productId);
      expect(res.status).toBe(200);
      const [row] = await rowsOf(buyer.buyerId);
      expect(res.body).toEqual({
        message: 'Product added to wishlist successfully.',
        wishlist: {
          wishlistId: expect.stringMatching(/^WISHLIST\d{9}$/),
          buyerId: buyer.buyerId,
          productId: product.productId,
          product_image: product.product_image,
          product_name: product.product_name,
          product_category: product.product_category,
          selling_price: '1500.00',
          categoryID: product.categoryID,
          updated_at: row!.updated_at,
          created_at: row!.created_at,
          id: row!.id,
        },
      });
      expect(row).toMatchObject({ wishlistId: res.body.wishlist.wishlistId, productId: product.productId, selling_price: 1500 });
      expectNoSecrets(res.text);
    });

    test('the same product twice is 400 and keeps one row', async () => {
      expect((await add(product.productId)).status).toBe(200);
      const res = await add(product.productId);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: false, message: 'Product already in wishlist.' });
      expect(await rowsOf(buyer.buyerId)).toHaveLength(1);
    });

    test('an unknown product is 404 and writes nothing', async () => {
      const res = await add('AGP000001');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ status: false, message: 'Product not found.' });
      expect(await rowsOf(buyer.buyerId)).toEqual([]);
    });

    test('company buyers have a wishlist too', async () => {
      const company = await createCompanyBuyer(h.deps);
      expect((await add(product.productId, company)).body.wishlist.buyerId).toBe(company.buyerId);
      expect((await view(company)).body.data.map((r: any) => r.productId)).toEqual([product.productId]);
    });
  });

  describe('GET /api/viewWishlist', () => {
    test('an empty wishlist is 404 with an empty list', async () => {
      const res = await view();
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ status: false, message: 'No items found in wishlist.', data: [] });
    });

    test('rows with the product, its image URL and stock status, in the order added', async () => {
      const soldOut = await createProduct(h.deps, { quantityin_stock: 0, selling_price: 7.5 });
      await add(product.productId);
      await add(soldOut.productId);

      const res = await view();

      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Wishlist items retrieved successfully.');
      const [first, second] = res.body.data;
      expect(first).toMatchObject({
        buyerId: buyer.buyerId,
        productId: product.productId,
        selling_price: '1500.00',
        product: { productId: product.productId, selling_price: '1500', quantityin_stock: '40' },
        // asset() over the whole comma string, trailing comma included.
        product_image_url: `${TEST_PUBLIC_URL}/uploads/product_images/${product.product_image}`,
        stock_status: 'In Stock',
      });
      expect(first.product.image_urls).toBeUndefined();
      expect(second).toMatchObject({ productId: soldOut.productId, selling_price: '7.50', stock_status: 'Out of Stock' });
      expectNoSecrets(res.text);
    });

    test('a row whose product is gone has product null and stock "Unknown"', async () => {
      await add(product.productId);
      h.deps.sqlite.pragma('foreign_keys = OFF');
      await h.deps.db.deleteFrom('products').where('productId', '=', product.productId).execute();
      h.deps.sqlite.pragma('foreign_keys = ON');
      const res = await view();
      expect(res.status).toBe(200);
      expect(res.body.data[0]).toMatchObject({ productId: product.productId, product: null, product_image_url: null, stock_status: 'Unknown' });
    });
  });

  describe('DELETE /api/removeFromWishlist/{productId}', () => {
    test('removes by productId; a second time is 404', async () => {
      await add(product.productId);
      const res = await remove(product.productId);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Product removed from wishlist successfully.' });
      expect(await rowsOf(buyer.buyerId)).toEqual([]);

      const again = await remove(product.productId);
      expect(again.status).toBe(404);
      expect(again.body).toEqual({ status: false, message: 'Product not found in wishlist.' });
    });
  });

  describe('each buyer sees and changes only their own wishlist', () => {
    test('another buyer\'s items are invisible and cannot be removed', async () => {
      const other = await createBuyer(h.deps);
      await add(product.productId);

      expect((await view(other)).status).toBe(404);
      const res = await remove(product.productId, other);
      expect(res.status).toBe(404);
      expect(await rowsOf(buyer.buyerId)).toHaveLength(1);
    });

    test('two buyers can wish for the same product independently', async () => {
      const other = await createBuyer(h.deps);
      await add(product.productId);
      expect((await add(product.productId, other)).status).toBe(200);
      expect((await remove(product.productId, other)).status).toBe(200);
      expect(await rowsOf(buyer.buyerId)).toHaveLength(1);
      expect((await view()).body.data).toHaveLength(1);
    });
  });

  test.each([
    ['POST', '/api/addToWishlist/AGP100001'],
    ['DELETE', '/api/removeFromWishlist/AGP100001'],
    ['GET', '/api/viewWishlist'],
  ])('%s %s without a token is 401', async (method, path) => {
    const res = await h.request(method, path);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthenticated.' });
  });
});
