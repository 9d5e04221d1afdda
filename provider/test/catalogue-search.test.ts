import path from 'node:path';
import { SEARCHED_ROWS, searchProductIds } from '../src/catalogue/search-index';
import { Database } from '../src/db/sqlite';
import { resetDatabase } from '../src/seed/reset';
import { createCategory, createProduct, createSeller } from './support/fixtures';
import { createHarness, TEST_PUBLIC_URL, type Harness } from './support/harness';

const ids = (list: any[]) => list.map((p) => p.productId);
const search = (q: string) => `/api/searchProducts?search_query=${encodeURIComponent(q)}`;

describe('GET /api/searchProducts (contract 2.4)', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await createHarness();
  });
  afterEach(() => h.close());

  async function catalogue() {
    const seller = await createSeller(h.deps);
    const tubers = await createCategory(h.deps, { categoryName: 'Tubers' });
    const oils = await createCategory(h.deps, { categoryName: 'Oils and Fats' });
    const yam = await createProduct(h.deps, { category: tubers, seller, product_name: 'White Yam' });
    const cassava = await createProduct(h.deps, { category: tubers, seller, product_name: 'Cassava Flour' });
    const palm = await createProduct(h.deps, { category: oils, seller, product_name: '100% Pure Palm Oil' });
    const kernel = await createProduct(h.deps, { category: oils, seller, product_name: 'Palm_Kernel Oil' });
    const hiddenYam = await createProduct(h.deps, { category: tubers, seller, product_name: 'Water Yam', is_active: 0 });
    return { yam, cassava, palm, kernel, hiddenYam };
  }

  test('matches names ignoring case; data is the list, paginator fields beside it', async () => {
    const { yam } = await catalogue();
    const res = await h.request('GET', search('wHiTe yA'));

    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['message', 'data', 'current_page', 'last_page', 'per_page', 'total']);
    expect(res.body).toMatchObject({ message: 'Products found.', current_page: 1, last_page: 1, per_page: 10, total: 1 });
    expect(ids(res.body.data)).toEqual([yam.productId]);
    expect(res.body.data[0].selling_price).toBe('12.5');
    expect(res.body.data[0].image_urls).toEqual([
      `${TEST_PUBLIC_URL}/uploads/product_images/${yam.productId}-1.webp`,
      `${TEST_PUBLIC_URL}/uploads/product_images/${yam.productId}-2.webp`,
      `${TEST_PUBLIC_URL}/uploads/product_images/`,
    ]);
  });

  test('matches the exact productId, and the category name', async () => {
    const { cassava, yam, palm, kernel } = await catalogue();
    expect(ids((await h.request('GET', search(cassava.productId))).body.data)).toEqual([cassava.productId]);
    expect(ids((await h.request('GET', search(cassava.productId.toLowerCase()))).body.data)).toEqual([cassava.productId]);
    expect(ids((await h.request('GET', search('tuber'))).body.data)).toEqual([cassava.productId, yam.productId]);
    expect(ids((await h.request('GET', search('oils and'))).body.data)).toEqual([kernel.productId, palm.productId]);
  });

  test('% and _ in the query are literal characters', async () => {
    const { palm, kernel } = await catalogue();
    expect(ids((await h.request('GET', search('%'))).body.data)).toEqual([palm.productId]);
    expect(ids((await h.request('GET', search('100%'))).body.data)).toEqual([palm.productId]);
    expect(ids((await h.request('GET', search('_'))).body.data)).toEqual([kernel.productId]);
    expect(ids((await h.request('GET', search('Palm_K'))).body.data)).toEqual([kernel.productId]);
    const noWildcard = await h.request('GET', search('Y_m'));
    expect(noWildcard.status).toBe(404);
    const backslash = await h.request('GET', search('\\'));
    expect(backslash.status).toBe(404);
  });

  test('inactive products are not found', async () => {
    const { yam } = await catalogue();
    const res = await h.request('GET', search('yam'));
    expect(ids(res.body.data)).toEqual([yam.productId]);
    expect(res.body.total).toBe(1);
  });

  test('no match is 404 with the contract message', async () => {
    await catalogue();
    const res = await h.request('GET', search('mango'));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'No products found matching the search criteria.' });
  });

  test('pages the matches newest first; past the end is 404', async () => {
    const seller = await createSeller(h.deps);
    const category = await createCategory(h.deps);
    const rows = [];
    for (let i = 0; i < 5; i++) rows.push(await createProduct(h.deps, { category, seller, product_name: `Red Pepper ${i}` }));
    await createProduct(h.deps, { category, seller, product_name: 'Ginger' });

    const page2 = await h.request('GET', `${search('pepper')}&per_page=2&page=2`);
    expect(page2.body).toMatchObject({ current_page: 2, last_page: 3, per_page: 2, total: 5 });
    expect(ids(page2.body.data)).toEqual([rows[2]!.productId, rows[1]!.productId]);

    const past = await h.request('GET', `${search('pepper')}&per_page=2&page=4`);
    expect(past.status).toBe(404);
    expect(past.body).toEqual({ message: 'No products found matching the search criteria.' });
  });

  test('the searched copy is read from the covering search index, not the table (whose rows carry the descriptions)', () => {
    const plan = h.deps.sqlite.prepare(`EXPLAIN QUERY PLAN ${SEARCHED_ROWS}`).all() as { detail: string }[];
    expect(plan.map((step) => step.detail)).toEqual(['SCAN products USING COVERING INDEX products_search']);
  });

  test('follows every change to the catalogue, made through any connection (another process)', async () => {
    const { yam, cassava } = await catalogue();
    expect(ids((await h.request('GET', search('yam'))).body.data)).toEqual([yam.productId]);
    const other = new Database(path.join(h.dataDir, 'sandbox.sqlite'));
    try {
      other.prepare(`UPDATE products SET product_name = 'Yellow Yam' WHERE productId = ?`).run(cassava.productId);
      expect(ids((await h.request('GET', search('yam'))).body.data)).toEqual([cassava.productId, yam.productId]);
      other.prepare('UPDATE products SET is_active = 0 WHERE productId = ?').run(yam.productId);
      expect(ids((await h.request('GET', search('yam'))).body.data)).toEqual([cassava.productId]);
      other.prepare('UPDATE products SET is_active = 1 WHERE product_name = ?').run('Water Yam');
      expect((await h.request('GET', search('water'))).body.total).toBe(1);
      other.prepare('DELETE FROM products WHERE productId = ?').run(cassava.productId);
      expect((await h.request('GET', search('yellow'))).status).toBe(404);
      // Columns search does not read leave the revision (and the copy) as they were.
      const revision = () => other.prepare('SELECT revision FROM catalogue_revision').pluck().get();
      const before = revision();
      other.prepare('UPDATE products SET quantityin_stock = 3, average_rating = 4').run();
      expect(revision()).toBe(before);
    } finally {
      other.close();
    }
  });

  test('a reset and re-seed never meets the copy made before it (the revision does not go back)', async () => {
    const { yam } = await catalogue();
    expect(ids((await h.request('GET', search('yam'))).body.data)).toEqual([yam.productId]);
    const revision = () => h.deps.sqlite.prepare('SELECT revision FROM catalogue_revision').pluck().get() as number;
    const before = revision();
    resetDatabase(h.deps);
    expect(revision()).toBeGreaterThan(before);
    const seller = await createSeller(h.deps);
    const fruit = await createProduct(h.deps, { category: await createCategory(h.deps, { categoryName: 'Fruit' }), seller, product_name: 'Yam Bean' });
    expect(ids((await h.request('GET', search('yam'))).body.data)).toEqual([fruit.productId]);
  });

  test("a search during another request's open transaction neither shows its changes nor keeps them", async () => {
    const { yam, cassava } = await catalogue();
    expect(ids((await h.request('GET', search('yam'))).body.data)).toEqual([yam.productId]);
    const rename = h.deps.db.transaction().execute(async (trx) => {
      await trx.updateTable('products').set({ product_name: 'Yellow Yam' }).where('productId', '=', cassava.productId).execute();
      expect(searchProductIds(h.deps.sqlite, 'yellow')).toEqual([]);
      throw new Error('rolled back');
    });
    await expect(rename).rejects.toThrow('rolled back');
    // The same revision again, for another change: what the rolled-back one showed must not come back.
    await h.deps.db.updateTable('products').set({ product_name: 'Sweet Potato' }).where('productId', '=', yam.productId).execute();
    expect(ids((await h.request('GET', search('sweet'))).body.data)).toEqual([yam.productId]);
    expect((await h.request('GET', search('yellow'))).status).toBe(404);
  });

  test('ignores case beyond ASCII; a match never spans the name and the category', async () => {
    const seller = await createSeller(h.deps);
    const soups = await createCategory(h.deps, { categoryName: 'Soups' });
    const egusi = await createProduct(h.deps, { category: soups, seller, product_name: 'ÉGUSI Melon Seeds' });
    expect(ids((await h.request('GET', search('égusi'))).body.data)).toEqual([egusi.productId]);
    expect((await h.request('GET', search('seeds soups'))).status).toBe(404);
    expect((await h.request('GET', search('seeds\u0000soups'))).status).toBe(404);
  });

  test('without a query (or a blank one) every active product is paged', async () => {
    const { yam, cassava, palm, kernel } = await catalogue();
    const all = await h.request('GET', '/api/searchProducts');
    expect(all.status).toBe(200);
    expect(ids(all.body.data)).toEqual([kernel.productId, palm.productId, cassava.productId, yam.productId]);
    expect(all.body.total).toBe(4);
    const blank = await h.request('GET', `${search('   ')}&per_page=3`);
    expect(blank.body).toMatchObject({ per_page: 3, last_page: 2, total: 4 });
  });

  test('an empty catalogue is 404', async () => {
    const res = await h.request('GET', '/api/searchProducts');
    expect(res.status).toBe(404);
  });

  test('finds exactly what a plain substring test finds, for every needle of a catalogue of overlapping names', async () => {
    // Few letters, so trigrams repeat within and across names: the cases where lining up
    // occurrences could go wrong (overlaps, a needle at a text's start or end, or running into the next text).
    const seller = await createSeller(h.deps);
    const categories = [await createCategory(h.deps, { categoryName: 'Aba' }), await createCategory(h.deps, { categoryName: 'Bàbá Nuts' })];
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const word = (length: number) => Array.from({ length }, () => 'abàB '[random(5)]).join('');
    const products = [];
    for (let n = 0; n < 120; n++) {
      products.push(
        await createProduct(h.deps, { category: categories[n % 2], seller, product_name: word(1 + random(12)), is_active: n % 9 === 0 ? 0 : 1 }),
      );
    }
    const texts = products.map((p) => ({ id: p.id, active: p.is_active === 1, text: `${p.product_name}\u0000${p.product_category}`.toLowerCase() }));
    const expected = (needle: string) =>
      texts
        .filter(({ active, text }) => active && !needle.includes('\u0000') && text.includes(needle.toLowerCase()))
        .map(({ id }) => id)
        .sort((a, b) => b - a);
    const needles = new Set(['aaaa', 'abab', 'baba', 'àba nut', 'a\u0000a', 'nuts', 'b\u0000bà']);
    for (const { text } of texts) {
      for (let from = 0; from < text.length; from++) for (let to = from + 1; to <= Math.min(text.length, from + 9); to++) needles.add(text.slice(from, to));
    }
    for (let n = 0; n < 300; n++) needles.add(word(1 + random(8)));
    expect(needles.size).toBeGreaterThan(1000);
    for (const needle of needles) expect([needle, searchProductIds(h.deps.sqlite, needle)]).toEqual([needle, expected(needle)]);
  });
});
