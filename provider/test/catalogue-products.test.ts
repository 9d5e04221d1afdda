import { createBuyer, createCategory, createProduct, createSeller } from './support/fixtures';
import { insertOrderRow, insertReview } from './support/catalogue';
import { createHarness, TEST_PUBLIC_URL, type Harness } from './support/harness';
import { laravelTimestamp } from '../src/lib/time';

const productUrl = (file: string) => `${TEST_PUBLIC_URL}/uploads/product_images/${file}`;
const ids = (list: any[]) => list.map((p) => p.productId);

describe('products (contract 2.4)', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await createHarness();
  });
  afterEach(() => h.close());

  async function products(count: number, fields: (i: number) => Record<string, unknown> = () => ({})) {
    const category = await createCategory(h.deps);
    const seller = await createSeller(h.deps);
    const rows = [];
    for (let i = 0; i < count; i++) rows.push(await createProduct(h.deps, { category, seller, ...fields(i) }));
    return rows;
  }

  describe('GET /api/allProducts', () => {
    test('a page of 10 newest first, numbers as strings, image_urls without the empty entry', async () => {
      const rows = await products(12);
      const res = await h.request('GET', '/api/allProducts');

      expect(res.status).toBe(200);
      expect(res.body.message).toBe('All products fetched successfully.');
      expect(Object.keys(res.body.data)).toEqual(['products', 'current_page', 'last_page', 'per_page', 'total']);
      expect(res.body.data).toMatchObject({ current_page: 1, last_page: 2, per_page: 10, total: 12 });
      expect(ids(res.body.data.products)).toEqual(ids(rows.slice(2).reverse()));
      const newest = rows[11]!;
      expect(res.body.data.products[0]).toEqual({
        id: newest.id,
        productId: newest.productId,
        sellerId: newest.sellerId,
        product_name: newest.product_name,
        categoryID: newest.categoryID,
        product_category: newest.product_category,
        cost_price: '8',
        selling_price: '12.5',
        quantityin_stock: '40',
        quantity_sold: '0',
        unit: 'tuber',
        productWeight: '2.5',
        product_description: newest.product_description,
        product_image: `${newest.productId}-1.webp,${newest.productId}-2.webp,`,
        is_active: 1,
        views: 0,
        average_rating: '0',
        created_at: newest.created_at,
        updated_at: newest.updated_at,
        image_urls: [productUrl(`${newest.productId}-1.webp`), productUrl(`${newest.productId}-2.webp`)],
      });
    });

    test('page and per_page select the slice', async () => {
      const rows = await products(5);
      const res = await h.request('GET', '/api/allProducts?per_page=2&page=3');
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ current_page: 3, last_page: 3, per_page: 2, total: 5 });
      expect(ids(res.body.data.products)).toEqual([rows[0]!.productId]);
    });

    test('a page past the end and an empty catalogue are 404', async () => {
      expect(await h.request('GET', '/api/allProducts')).toMatchObject({ status: 404, body: { message: 'No products found.' } });
      await products(3);
      const past = await h.request('GET', '/api/allProducts?page=2');
      expect(past.status).toBe(404);
      expect(past.body).toEqual({ message: 'No products found.' });
    });

    test('inactive products are neither listed nor counted', async () => {
      const [active] = await products(1);
      await products(2, () => ({ is_active: 0 }));
      const res = await h.request('GET', '/api/allProducts');
      expect(ids(res.body.data.products)).toEqual([active!.productId]);
      expect(res.body.data.total).toBe(1);
    });

    test('only inactive products: 404', async () => {
      await products(2, () => ({ is_active: 0 }));
      expect((await h.request('GET', '/api/allProducts')).status).toBe(404);
    });

    test('a product without images has no image_urls', async () => {
      await products(1, () => ({ product_image: null }));
      const res = await h.request('GET', '/api/allProducts');
      expect(res.body.data.products[0].image_urls).toEqual([]);
    });

    test('bad page and per_page values fall back to the defaults', async () => {
      await products(12);
      const res = await h.request('GET', '/api/allProducts?page=abc&per_page=lots');
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ current_page: 1, per_page: 10 });
      const negative = await h.request('GET', '/api/allProducts?page=-4');
      expect(negative.body.data.current_page).toBe(1);
    });

    test('per_page is clamped to 1..10000, and the storefront\'s 9999 is honoured', async () => {
      await products(3);
      expect((await h.request('GET', '/api/allProducts?per_page=0')).body.data).toMatchObject({ per_page: 1, last_page: 3 });
      expect((await h.request('GET', '/api/allProducts?per_page=50000')).body.data.per_page).toBe(10000);
      const all = await h.request('GET', '/api/allProducts?per_page=9999&page=1');
      expect(all.body.data).toMatchObject({ per_page: 9999, last_page: 1, total: 3 });
      expect(all.body.data.products).toHaveLength(3);
    });

    test('sort: price both ways, rating, newest; unknown sort is the default order', async () => {
      const t0 = Date.parse('2024-06-01T10:00:00Z');
      const spec = [
        { selling_price: 30, average_rating: 4.5, created_at: laravelTimestamp(new Date(t0 + 2000)) },
        { selling_price: 10, average_rating: 3, created_at: laravelTimestamp(new Date(t0)) },
        { selling_price: 20, average_rating: 5, created_at: laravelTimestamp(new Date(t0 + 3000)) },
        { selling_price: 10, average_rating: 4.5, created_at: laravelTimestamp(new Date(t0 + 1000)) },
      ];
      const rows = await products(4, (i) => spec[i]!);
      const [p0, p1, p2, p3] = rows.map((r) => r.productId);
      const order = async (sort: string) => ids((await h.request('GET', `/api/allProducts?sort=${sort}`)).body.data.products);

      expect(await order('price_asc')).toEqual([p1, p3, p2, p0]);
      expect(await order('price_desc')).toEqual([p0, p2, p3, p1]);
      expect(await order('rating')).toEqual([p2, p3, p0, p1]);
      expect(await order('newest')).toEqual([p2, p0, p3, p1]);
      expect(await order('cheapest')).toEqual([p3, p2, p1, p0]);
    });
  });

  describe('GET /api/productDetails/{productId}', () => {
    test('the product with category name, seller and review stats', async () => {
      const category = await createCategory(h.deps, { categoryName: 'Tubers' });
      const seller = await createSeller(h.deps, { firstname: 'Bola', lastname: 'Adeyemi', city: 'Ibadan', state: 'Oyo' });
      const product = await createProduct(h.deps, { category, seller });
      const buyer = await createBuyer(h.deps);
      for (const [i, rating] of [5, 4, 4].entries()) {
        await insertReview(h.deps, { productId: product.productId, buyerId: `${buyer.buyerId}-${i}`, rating });
      }

      const res = await h.request('GET', `/api/productDetails/${product.productId}`);

      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Product found.');
      expect(res.body.data.product).toMatchObject({
        productId: product.productId,
        selling_price: '12.5',
        category_name: 'Tubers',
        image_urls: [productUrl(`${product.productId}-1.webp`), productUrl(`${product.productId}-2.webp`), productUrl('')],
      });
      expect(res.body.data.sellerInfo).toEqual({ name: 'Bola Adeyemi', address: 'Ibadan, Oyo' });
      expect(res.body.data.reviewStats).toEqual({
        average_rating: 4.3,
        total_reviews: 3,
        rating_breakdown: { '5': 1, '4': 2, '3': 0, '2': 0, '1': 0 },
      });
    });

    test('a company seller shows its company name; no reviews shows zeros', async () => {
      const seller = await createSeller(h.deps, { seller_type: 'company', firstname: null, lastname: null, companyname: 'Green Acres Ltd' });
      const product = await createProduct(h.deps, { seller });
      const res = await h.request('GET', `/api/productDetails/${product.productId}`);
      expect(res.body.data.sellerInfo.name).toBe('Green Acres Ltd');
      expect(res.body.data.reviewStats).toEqual({
        average_rating: 0,
        total_reviews: 0,
        rating_breakdown: { '5': 0, '4': 0, '3': 0, '2': 0, '1': 0 },
      });
    });

    test('an inactive product still answers, marked inactive', async () => {
      const product = await createProduct(h.deps, { is_active: 0 });
      const res = await h.request('GET', `/api/productDetails/${product.productId}`);
      expect(res.status).toBe(200);
      expect(res.body.data.product.is_active).toBe(0);
    });

    test('an unknown product is 404', async () => {
      const res = await h.request('GET', '/api/productDetails/AGP000000');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Product not found.' });
    });
  });

  describe('GET /api/viewProduct/{productId}', () => {
    test('the product with unfiltered image_urls', async () => {
      const product = await createProduct(h.deps);
      const res = await h.request('GET', `/api/viewProduct/${product.productId}`);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Product found.');
      expect(Object.keys(res.body.data)).toEqual(['product']);
      expect(res.body.data.product).toMatchObject({ productId: product.productId, cost_price: '8' });
      expect(res.body.data.product.image_urls).toHaveLength(3);
    });

    test('an unknown product is 404', async () => {
      const res = await h.request('GET', '/api/viewProduct/AGP000000');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Product not found.' });
    });
  });

  describe('GET /api/hotDeals', () => {
    test('at most five active products added in the last 48 hours, newest first', async () => {
      const now = Date.parse('2024-06-10T12:00:00Z');
      const hoursAgo = (hours: number) => ({ created_at: laravelTimestamp(new Date(now - hours * 3600 * 1000)) });
      const rows = await products(9, (i) => [hoursAgo(49), hoursAgo(47), hoursAgo(1), hoursAgo(2), hoursAgo(3), hoursAgo(4), hoursAgo(5), hoursAgo(0.5), hoursAgo(60)][i]!);
      await products(1, () => ({ ...hoursAgo(0.1), is_active: 0 }));
      h.setNow(new Date(now));

      const res = await h.request('GET', '/api/hotDeals');

      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Hot deals fetched successfully.');
      expect(ids(res.body.hot_deals)).toEqual([rows[7], rows[2], rows[3], rows[4], rows[5]].map((r) => r!.productId));
      const first = res.body.hot_deals[0];
      // asset() over the whole comma string, as the original builds it.
      expect(first.full_image_path).toBe(productUrl(`${rows[7]!.productId}-1.webp,${rows[7]!.productId}-2.webp,`));
      expect(first.image_urls).toBeUndefined();
      expect(first.selling_price).toBe('12.5');
    });

    test('moving the clock on empties the list', async () => {
      await products(2);
      h.setNow(new Date(Date.now() + 49 * 3600 * 1000));
      const res = await h.request('GET', '/api/hotDeals');
      expect(res.status).toBe(200);
      expect(res.body.hot_deals).toEqual([]);
    });
  });

  describe('GET /api/popularProducts', () => {
    test('ranks by units of the product itself in paid, uncancelled orders', async () => {
      const buyer = await createBuyer(h.deps);
      const [a, b, c, d] = await products(4);
      await insertOrderRow(h.deps, { buyerId: buyer.buyerId, productId: a!.productId, quantity: 2 });
      await insertOrderRow(h.deps, { buyerId: buyer.buyerId, productId: a!.productId, quantity: 3, status: 'confirmed' });
      await insertOrderRow(h.deps, { buyerId: buyer.buyerId, productId: b!.productId, quantity: 7, status: 'shipped' });
      await insertOrderRow(h.deps, { buyerId: buyer.buyerId, productId: c!.productId, quantity: 50, status: 'cancelled' });
      await insertOrderRow(h.deps, { buyerId: buyer.buyerId, productId: c!.productId, quantity: 50, status: 'placed' });

      const res = await h.request('GET', '/api/popularProducts');

      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Popular products fetched successfully.');
      // b and a share one seller: the original's seller-wide count would give them equal counts.
      expect(res.body.popular_products.map((p: any) => [p.productId, p.orders_count])).toEqual([
        [b!.productId, 7],
        [a!.productId, 5],
        [d!.productId, 0],
        [c!.productId, 0],
      ]);
      expect(res.body.popular_products[0].image_urls).toEqual([
        productUrl(`${b!.productId}-1.webp`),
        productUrl(`${b!.productId}-2.webp`),
        productUrl(''),
      ]);
      expect(res.body.popular_products[0].quantityin_stock).toBe('40');
    });

    test('at most ten, inactive products left out even when they sold', async () => {
      const buyer = await createBuyer(h.deps);
      const rows = await products(12);
      const [hidden] = await products(1, () => ({ is_active: 0 }));
      await insertOrderRow(h.deps, { buyerId: buyer.buyerId, productId: hidden!.productId, quantity: 99 });
      await insertOrderRow(h.deps, { buyerId: buyer.buyerId, productId: rows[0]!.productId, quantity: 1 });

      const res = await h.request('GET', '/api/popularProducts');

      const listed = ids(res.body.popular_products);
      expect(listed).toHaveLength(10);
      expect(listed[0]).toBe(rows[0]!.productId);
      expect(listed).not.toContain(hidden!.productId);
      expect(listed.slice(1)).toEqual(ids(rows.slice(3).reverse()));
    });

    test('an empty catalogue is 200 with an empty list', async () => {
      const res = await h.request('GET', '/api/popularProducts');
      expect(res.status).toBe(200);
      expect(res.body.popular_products).toEqual([]);
    });
  });
});
