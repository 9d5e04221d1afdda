import { createCategory, createSeller } from './support/fixtures';
import { bulkInsertProducts } from './support/catalogue';
import { createHarness, type Harness } from './support/harness';
import { PRODUCT_SORTS, sortedActiveProducts, type ProductSort } from '../src/catalogue/products';
import { laravelTimestamp } from '../src/lib/time';

/**
 * Paging and sorting over 2,000 products with many equal prices, ratings and dates: walking every
 * page must give each active product once, in the order the sort defines (correctness, not timing).
 */
const COUNT = 2000;

interface Row {
  id: number;
  productId: string;
  price: number;
  rating: number;
  created: string;
  active: boolean;
  category: 'a' | 'b';
}

describe('paging a large catalogue', () => {
  let h: Harness;
  let rows: Row[];
  let categoryIds: Record<'a' | 'b', string>;

  beforeAll(async () => {
    h = await createHarness();
    const seller = await createSeller(h.deps);
    const a = await createCategory(h.deps);
    const b = await createCategory(h.deps);
    categoryIds = { a: a.categoryID, b: b.categoryID };
    const t0 = Date.parse('2024-01-01T00:00:00Z');
    const shape = (i: number) => ({
      selling_price: (i * 37) % 23,
      average_rating: (i % 11) / 2,
      created_at: laravelTimestamp(new Date(t0 + ((i * 7) % 50) * 60000)),
      is_active: i % 13 === 0 ? 0 : 1,
    });
    const half = COUNT / 2;
    await bulkInsertProducts(h.deps, { count: half, category: a, seller, shape });
    await bulkInsertProducts(h.deps, { count: half, category: b, seller, shape: (i) => ({ ...shape(i + half), productId: `AGP${400000 + i}` }) });
    const stored = await h.deps.db.selectFrom('products').selectAll().execute();
    rows = stored.map((p) => ({
      id: p.id,
      productId: p.productId,
      price: p.selling_price,
      rating: p.average_rating,
      created: p.created_at,
      active: p.is_active === 1,
      category: p.categoryID === a.categoryID ? 'a' : 'b',
    }));
  });
  afterAll(() => h.close());

  const byIdDesc = (x: Row, y: Row) => y.id - x.id;
  const expected: Record<string, (x: Row, y: Row) => number> = {
    '': byIdDesc,
    price_asc: (x, y) => x.price - y.price || x.id - y.id,
    price_desc: (x, y) => y.price - x.price || byIdDesc(x, y),
    rating: (x, y) => y.rating - x.rating || byIdDesc(x, y),
    newest: (x, y) => y.created.localeCompare(x.created) || byIdDesc(x, y),
  };

  async function walk(path: (page: number) => string, list: (body: any) => any[], meta: (body: any) => any) {
    const seen: string[] = [];
    for (let page = 1; ; page++) {
      const res = await h.request('GET', path(page));
      const items = res.status === 200 ? list(res.body) : [];
      if (items.length === 0) return { seen, pagesWalked: page - 1 };
      expect(meta(res.body).current_page).toBe(page);
      seen.push(...items.map((p) => p.productId));
    }
  }

  test.each(Object.keys(expected))('allProducts sort "%s" visits every active product once, in order', async (sort) => {
    const want = rows.filter((r) => r.active).sort(expected[sort]).map((r) => r.productId);
    const first = await h.request('GET', `/api/allProducts?per_page=97&sort=${sort}`);
    expect(first.body.data).toMatchObject({ total: want.length, last_page: Math.ceil(want.length / 97), per_page: 97 });

    const { seen, pagesWalked } = await walk(
      (page) => `/api/allProducts?per_page=97&page=${page}&sort=${sort}`,
      (body) => body.data.products,
      (body) => body.data,
    );
    expect(pagesWalked).toBe(first.body.data.last_page);
    expect(seen).toEqual(want);
  });

  test.each(Object.keys(expected))('categoryDetails sort "%s" pages one category in order', async (sort) => {
    const want = rows.filter((r) => r.active && r.category === 'b').sort(expected[sort]).map((r) => r.productId);
    const { seen } = await walk(
      (page) => `/api/categoryDetails/${categoryIds.b}?per_page=250&page=${page}&sort=${sort}`,
      (body) => body.products,
      (body) => body,
    );
    expect(seen).toEqual(want);
  });

  test.each<ProductSort>(['default', ...PRODUCT_SORTS])('a category sorted by "%s" is read in index order, never sorted whole', (sort) => {
    const { sql, parameters } = sortedActiveProducts(h.deps.db, categoryIds.a, sort).limit(20).offset(20).compile();
    const plan = (h.deps.sqlite.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...parameters) as { detail: string }[]).map((step) => step.detail);
    expect(plan).toEqual([expect.stringMatching(/^SEARCH products USING INDEX products_\w+ \(categoryID=\?\)$/)]);
  });

  test('the storefront\'s single 9999 page holds every active product', async () => {
    const res = await h.request('GET', '/api/allProducts?per_page=9999&page=1');
    const active = rows.filter((r) => r.active).length;
    expect(res.body.data).toMatchObject({ total: active, last_page: 1 });
    expect(res.body.data.products).toHaveLength(active);
  });

  test('search pages over its matches newest first', async () => {
    const want = rows.filter((r) => r.active).sort(byIdDesc).map((r) => r.productId);
    const { seen } = await walk(
      (page) => `/api/searchProducts?search_query=BULK&per_page=300&page=${page}`,
      (body) => body.data,
      (body) => body,
    );
    expect(seen).toEqual(want);
  });
});
