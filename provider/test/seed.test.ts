import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { UNUSABLE_PASSWORD, verifyPassword } from '../src/auth/passwords';
import { migrate } from '../src/db/migrations';
import { CURATED_PRODUCT_COUNT, seedDatabase, seedState } from '../src/seed';
import { CATEGORIES, PRODUCE } from '../src/seed/catalogue';
import { parseSeedArgs, runSeedCommand } from '../src/seed/command';
import { DEMO_BUYER_EMAIL, DEMO_COMPANY_EMAIL, DEMO_PASSWORD } from '../src/seed/demo-accounts';
import { EmojiRasterizer, parseEmojiRef } from '../src/seed/images/emoji';
import { createHarness, type Harness } from './support/harness';

const SEED_TIME = new Date('2026-03-02T09:00:00.000Z');
const HOUR = 3_600_000;
const quiet = () => {};

const all = <T>(h: Harness, sql: string, ...params: unknown[]) => h.deps.sqlite.prepare(sql).all(...params) as T[];
const count = (h: Harness, table: string) => (h.deps.sqlite.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
const withoutTimestamps = <T extends { created_at: string; updated_at?: string }>(rows: T[]) =>
  rows.map(({ created_at: _c, updated_at: _u, ...rest }) => rest);

interface ProductRow {
  id: number;
  productId: string;
  sellerId: string;
  product_name: string;
  categoryID: string;
  cost_price: number;
  selling_price: number;
  quantityin_stock: number;
  productWeight: number;
  unit: string;
  product_description: string;
  product_image: string;
  average_rating: number;
  created_at: string;
  updated_at: string;
}

describe('seedDatabase: the default catalogue', () => {
  let h: Harness;
  let products: ProductRow[];
  beforeAll(async () => {
    h = await createHarness();
    h.setNow(SEED_TIME);
    await seedDatabase(h.deps, { images: false, log: quiet });
    products = all<ProductRow>(h, 'SELECT * FROM products ORDER BY id');
  });
  afterAll(() => h.close());

  test('has at least 12 categories, including the three the home page promotes', () => {
    const categories = all<{ categoryID: string; categoryName: string; categoryDescription: string; categoryImage: string }>(h, 'SELECT * FROM categories');
    expect(categories.length).toBeGreaterThanOrEqual(12);
    expect(categories.map((c) => c.categoryName)).toEqual(expect.arrayContaining(['Cooking', 'Nuts and Seeds', 'Fresh Fruits']));
    expect(new Set(categories.map((c) => c.categoryID)).size).toBe(categories.length);
    for (const c of categories) {
      expect(c.categoryID).toMatch(/^AGC\d{3}$/);
      expect(c.categoryDescription.length).toBeGreaterThan(20);
      expect(c.categoryImage).toMatch(/^AGC\d{3}-[a-z-]+\.webp$/);
    }
  });

  test('every category has products', () => {
    const empty = all(h, 'SELECT categoryName FROM categories c WHERE NOT EXISTS (SELECT 1 FROM products p WHERE p.categoryID = c.categoryID)');
    expect(empty).toEqual([]);
  });

  test('has the whole curated catalogue: at least 200 products with unique AGP ids', () => {
    expect(products.length).toBe(CURATED_PRODUCT_COUNT);
    expect(products.length).toBeGreaterThanOrEqual(200);
    expect(new Set(products.map((p) => p.productId)).size).toBe(products.length);
    for (const p of products) expect(p.productId).toMatch(/^AGP\d{6}$/);
  });

  test('at least 5 % of the products are out of stock, the rest have 1-500 units', () => {
    const soldOut = products.filter((p) => p.quantityin_stock === 0).length;
    expect(soldOut / products.length).toBeGreaterThanOrEqual(0.05);
    for (const p of products) {
      expect(Number.isInteger(p.quantityin_stock)).toBe(true);
      expect(p.quantityin_stock).toBeGreaterThanOrEqual(0);
      expect(p.quantityin_stock).toBeLessThanOrEqual(500);
    }
  });

  test('each product has 1-4 distinct images, stored comma-joined with a trailing comma', () => {
    for (const p of products) {
      expect(p.product_image.endsWith(',')).toBe(true);
      const files = p.product_image.split(',').filter(Boolean);
      expect(files.length).toBeGreaterThanOrEqual(1);
      expect(files.length).toBeLessThanOrEqual(4);
      expect(new Set(files).size).toBe(files.length);
      for (const f of files) expect(f).toMatch(new RegExp(`^${p.productId}-[1-4]\\.webp$`));
    }
  });

  test('prices are dollars with 2 decimals, cost below price; units and weights are set', () => {
    for (const p of products) {
      expect(p.selling_price).toBeGreaterThan(0);
      expect(p.cost_price).toBeGreaterThan(0);
      expect(p.cost_price).toBeLessThan(p.selling_price);
      expect(Math.round(p.selling_price * 100) / 100).toBe(p.selling_price);
      expect(Math.round(p.cost_price * 100) / 100).toBe(p.cost_price);
      expect(p.productWeight).toBeGreaterThan(0);
      expect(p.unit).toMatch(/^[a-z]+$/);
    }
  });

  test('names are mostly short and descriptions are written HTML', () => {
    const short = products.filter((p) => p.product_name.length < 30).length;
    expect(short / products.length).toBeGreaterThan(0.6);
    for (const p of products) {
      expect(p.product_description).toMatch(/^<p>.+<\/p>/);
      expect(p.product_description).toMatch(/<ul>(<li>.+?<\/li>){4,}<\/ul>/);
      expect(p.product_description).toContain('State');
      expect(p.product_description.toLowerCase()).not.toContain('lorem');
    }
    expect(new Set(products.map((p) => p.product_description)).size).toBe(products.length);
  });

  test('sellers: at least 25, individuals and companies, in the provider id formats', () => {
    const sellers = all<{ sellerId: string; seller_type: string; firstname: string | null; companyname: string | null; state: string }>(h, 'SELECT * FROM sellers');
    expect(sellers.length).toBeGreaterThanOrEqual(25);
    const individuals = sellers.filter((s) => s.seller_type === 'individual');
    const companies = sellers.filter((s) => s.seller_type === 'company');
    expect(individuals.length).toBeGreaterThan(5);
    expect(companies.length).toBeGreaterThan(5);
    for (const s of individuals) expect(s.sellerId).toMatch(/^AGS\d{8}$/);
    for (const s of companies) {
      expect(s.sellerId).toMatch(/^AGCS\d{4}$/);
      expect(s.companyname).toBeTruthy();
    }
    expect(new Set(sellers.map((s) => s.state)).size).toBeGreaterThan(15);
  });

  test('about 40 % of the products have 1-6 reviews, and average_rating is their rounded mean', () => {
    const reviews = all<{ productId: string; rating: number; feedback: string; buyerId: string; buyer_fullname: string }>(h, 'SELECT * FROM product_feedback');
    const byProduct = new Map<string, number[]>();
    for (const r of reviews) byProduct.set(r.productId, [...(byProduct.get(r.productId) ?? []), r.rating]);
    const share = byProduct.size / products.length;
    expect(share).toBeGreaterThan(0.25);
    expect(share).toBeLessThan(0.55);
    for (const ratings of byProduct.values()) {
      expect(ratings.length).toBeGreaterThanOrEqual(1);
      expect(ratings.length).toBeLessThanOrEqual(6);
    }
    for (const p of products) {
      const ratings = byProduct.get(p.productId) ?? [];
      const expected = ratings.length ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10 : 0;
      expect(p.average_rating).toBe(expected);
    }
    const highShare = reviews.filter((r) => r.rating >= 3).length / reviews.length;
    expect(highShare).toBeGreaterThan(0.8);
    expect(new Set(reviews.map((r) => r.feedback)).size).toBeGreaterThan(20);
    // The first name only, as the original keeps it (contract 2.4): reviews are public.
    const firstNames = new Map(all<{ buyerId: string; firstname: string }>(h, 'SELECT buyerId, firstname FROM buyers').map((b) => [b.buyerId, b.firstname]));
    for (const r of reviews) expect(r.buyer_fullname).toBe(firstNames.get(r.buyerId));
  });

  test('reviewers are verified buyers that can never sign in', () => {
    const reviewers = all<{ buyerId: string; password_hash: string; is_verified: number; email_verified_at: string | null }>(
      h,
      'SELECT * FROM buyers WHERE buyerId IN (SELECT buyerId FROM product_feedback)',
    );
    expect(reviewers.length).toBeGreaterThanOrEqual(30);
    for (const r of reviewers) {
      expect(r.buyerId).toMatch(/^AGB\d{8}$/);
      expect(r.password_hash).toBe(UNUSABLE_PASSWORD);
      expect(r.is_verified).toBe(1);
      expect(r.email_verified_at).not.toBeNull();
    }
  });

  test('timestamps are offsets from the clock: a few products are under 48 h old, none in the future', () => {
    const ages = products.map((p) => (SEED_TIME.getTime() - Date.parse(p.created_at)) / HOUR);
    expect(ages.filter((a) => a < 48).length).toBeGreaterThanOrEqual(5);
    expect(Math.min(...ages)).toBeGreaterThan(0);
    for (const p of products) expect(Date.parse(p.updated_at)).toBeGreaterThanOrEqual(Date.parse(p.created_at));
    // The newest listings have the highest ids, as allProducts (id descending) shows them first.
    const newest = [...products].sort((a, b) => b.created_at.localeCompare(a.created_at)).slice(0, 5);
    expect(newest.map((p) => p.id)).toEqual(products.slice(-5).map((p) => p.id).reverse());
  });

  test('demo accounts: verified, with the demo password, a wishlist and two tickets each', async () => {
    const buyer = h.deps.sqlite.prepare('SELECT * FROM buyers WHERE email = ?').get(DEMO_BUYER_EMAIL) as any;
    const company = h.deps.sqlite.prepare('SELECT * FROM company_buyers WHERE companyemail = ?').get(DEMO_COMPANY_EMAIL) as any;
    expect(buyer).toMatchObject({ is_verified: 1, state: 'Lagos', country: 'Nigeria' });
    expect(company).toMatchObject({ is_verified: 1, country: 'Nigeria', city: 'Abuja' });
    expect(buyer.buyerId).toMatch(/^AGB\d{8}$/);
    expect(company.companyBuyerId).toMatch(/^AGCB\d{4}$/);
    expect(buyer.phone && buyer.address && buyer.zipcode && company.companyphone && company.companyaddress).toBeTruthy();
    expect(await verifyPassword(DEMO_PASSWORD, buyer.password_hash)).toBe(true);
    expect(await verifyPassword(DEMO_PASSWORD, company.password_hash)).toBe(true);
    expect(await verifyPassword('wrong-password', buyer.password_hash)).toBe(false);

    for (const id of [buyer.buyerId, company.companyBuyerId]) {
      const wishlist = all<{ productId: string; wishlistId: string; product_name: string; selling_price: number }>(h, 'SELECT * FROM wishlists WHERE buyerId = ?', id);
      expect(wishlist.length).toBeGreaterThanOrEqual(4);
      expect(wishlist.length).toBeLessThanOrEqual(6);
      for (const w of wishlist) {
        expect(w.wishlistId).toMatch(/^WISHLIST\d{9}$/);
        const product = products.find((p) => p.productId === w.productId)!;
        expect(product).toMatchObject({ product_name: w.product_name, selling_price: w.selling_price });
      }
      const tickets = all<{ ticket_id: string; status: string }>(h, 'SELECT * FROM tickets WHERE buyerId = ? ORDER BY id', id);
      expect(tickets.map((t) => t.status)).toEqual(['in_progress', 'open']);
      const [answered, open] = tickets.map((t) => all<{ sender_type: string }>(h, 'SELECT sender_type FROM ticket_replies WHERE ticket_id = ? ORDER BY id', t.ticket_id));
      expect(answered!.map((r) => r.sender_type)).toEqual(['admin', 'buyer']);
      expect(open).toEqual([]);
      for (const t of tickets) expect(t.ticket_id).toMatch(/^TKT\d{8}$/);
    }
  });

  test('a seeded database reports so and refuses a second seed', async () => {
    expect(seedState(h.deps)).toBe('seeded');
    await expect(seedDatabase(h.deps, { images: false, log: quiet })).rejects.toThrow('already seeded');
    expect(count(h, 'products')).toBe(products.length);
  });
});

describe('seedDatabase: determinism', () => {
  test('two seeds give the same rows, their timestamps shifted by the clock', async () => {
    const [a, b] = await Promise.all([createHarness(), createHarness()]);
    try {
      a.setNow(SEED_TIME);
      b.setNow(new Date(SEED_TIME.getTime() + 36 * HOUR));
      await seedDatabase(a.deps, { images: false, log: quiet });
      await seedDatabase(b.deps, { images: false, log: quiet });
      for (const table of ['products', 'categories', 'sellers', 'product_feedback']) {
        const rowsA = all<{ created_at: string; updated_at: string }>(a, `SELECT * FROM ${table} ORDER BY id`);
        const rowsB = all<{ created_at: string; updated_at: string }>(b, `SELECT * FROM ${table} ORDER BY id`);
        expect(withoutTimestamps(rowsB)).toEqual(withoutTimestamps(rowsA));
        rowsA.forEach((row, i) => expect(Date.parse(rowsB[i]!.created_at) - Date.parse(row.created_at)).toBe(36 * HOUR));
      }
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe('the seed command (npm run provider:seed)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
    await seedDatabase(h.deps, { images: false, log: quiet });
  });
  afterAll(() => h.close());

  test('parses --reset, --products N and --no-images, and rejects anything else', () => {
    expect(parseSeedArgs([])).toEqual({ reset: false, products: undefined, images: true });
    expect(parseSeedArgs(['--reset', '--products', '2000', '--no-images'])).toEqual({ reset: true, products: 2000, images: false });
    expect(parseSeedArgs(['--products=5'])).toEqual({ reset: false, products: 5, images: true });
    expect(() => parseSeedArgs(['--products', '0'])).toThrow('--products must be a positive integer');
    expect(() => parseSeedArgs(['--products', 'lots'])).toThrow('--products must be a positive integer');
    expect(() => parseSeedArgs(['--wipe'])).toThrow();
  });

  test('without --reset a seeded database is left alone', async () => {
    const lines: string[] = [];
    const before = count(h, 'products');
    const result = await runSeedCommand(h.deps, { reset: false, products: 50, images: false }, (l) => lines.push(l));
    expect(result).toBeNull();
    expect(lines.join('\n')).toContain('already seeded');
    expect(count(h, 'products')).toBe(before);
  });

  test('--reset --products 2000 wipes every table and the uploads, then seeds 2000 products', async () => {
    const curated = all<{ productId: string; product_image: string }>(h, 'SELECT productId, product_image FROM products');
    h.deps.sqlite.prepare(`INSERT INTO mails (to_email, subject, text, code, created_at) VALUES ('x@example.com', 's', 't', NULL, 'now')`).run();
    const stray = path.join(h.dataDir, 'uploads', 'profile_images', 'old.png');
    fs.mkdirSync(path.dirname(stray), { recursive: true });
    fs.writeFileSync(stray, 'x');

    const summary = await runSeedCommand(h.deps, parseSeedArgs(['--reset', '--products', '2000', '--no-images']), quiet);

    expect(summary).toMatchObject({ products: 2000 });
    expect(all(h, `SELECT id FROM mails WHERE to_email = 'x@example.com'`)).toEqual([]);
    expect(fs.existsSync(stray)).toBe(false);
    expect(count(h, 'products')).toBe(2000);
    expect(count(h, 'buyers')).toBe(41);
    expect(count(h, 'company_buyers')).toBe(1);
    // Ids start again from 1, as in a fresh data dir.
    expect(all<{ id: number }>(h, 'SELECT min(id) AS id FROM products')[0]!.id).toBe(1);

    const rows = all<ProductRow>(h, 'SELECT * FROM products ORDER BY id');
    expect(new Set(rows.map((p) => p.productId)).size).toBe(2000);
    expect(rows.filter((p) => p.quantityin_stock === 0).length / rows.length).toBeGreaterThanOrEqual(0.05);
    // The curated products keep their ids and images; the variants reuse those image files.
    const curatedIds = new Set(curated.map((c) => c.productId));
    expect(rows.filter((p) => curatedIds.has(p.productId)).length).toBe(curated.length);
    const curatedImages = new Set(curated.map((c) => c.product_image));
    for (const p of rows) expect(curatedImages.has(p.product_image)).toBe(true);
    expect(new Set(rows.map((p) => p.sellerId)).size).toBeGreaterThanOrEqual(25);
  });
});

describe('a seed stopped part way (Ctrl-C during the first start)', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await createHarness();
  });
  afterEach(() => h.close());

  // What a seed killed after the catalogue went in and before the demo accounts leaves: no mark of completion.
  async function stoppedSeed() {
    await seedDatabase(h.deps, { products: 20, images: false, log: quiet });
    const { sqlite } = h.deps;
    sqlite.prepare('DELETE FROM seed_completed').run();
    // The demo accounts' orders, wishlist and tickets stay behind, as if never made: the reset must clear them.
    sqlite.pragma('foreign_keys = OFF');
    sqlite.prepare('DELETE FROM buyers WHERE email = ?').run(DEMO_BUYER_EMAIL);
    sqlite.prepare('DELETE FROM company_buyers WHERE companyemail = ?').run(DEMO_COMPANY_EMAIL);
    sqlite.pragma('foreign_keys = ON');
  }

  test('is told apart from an empty and a seeded database', async () => {
    expect(seedState(h.deps)).toBe('empty');
    await stoppedSeed();
    expect(seedState(h.deps)).toBe('unfinished');
    await expect(seedDatabase(h.deps, { images: false, log: quiet })).rejects.toThrow('already seeded');
  });

  test('is emptied and seeded again by the next start, without --reset, demo accounts included', async () => {
    await stoppedSeed();
    const lines: string[] = [];
    const summary = await runSeedCommand(h.deps, { reset: false, products: 20, images: false }, (l) => lines.push(l));
    expect(lines.join('\n')).toContain('did not finish: emptied it to seed again');
    expect(summary).toMatchObject({ products: 20 });
    expect(seedState(h.deps)).toBe('seeded');
    expect(count(h, 'products')).toBe(20);
    expect(all(h, 'SELECT buyerId FROM buyers WHERE email = ?', DEMO_BUYER_EMAIL)).toHaveLength(1);
    expect(all(h, 'SELECT companyBuyerId FROM company_buyers WHERE companyemail = ?', DEMO_COMPANY_EMAIL)).toHaveLength(1);
    expect(h.deps.sqlite.pragma('foreign_key_check')).toEqual([]);
  });

  test('a database seeded before seeds were marked finished counts as seeded', async () => {
    await seedDatabase(h.deps, { products: 20, images: false, log: quiet });
    h.deps.sqlite.exec('DROP TABLE seed_completed; DELETE FROM schema_migrations WHERE version = 7;');
    expect(migrate(h.deps.sqlite)).toEqual([7]);
    expect(seedState(h.deps)).toBe('seeded');
  });
});

describe('seed images', () => {
  test('every emoji the catalogue names exists in the Fluent Emoji set', () => {
    const refs = [...PRODUCE.flatMap((p) => p.emoji), ...CATEGORIES.flatMap((c) => c.emoji), 'basket', 'package'];
    const names = new Map(refs.map((r) => [parseEmojiRef(r).name, 160]));
    expect(new EmojiRasterizer(names).missing()).toEqual([]);
  });

  test('images: true writes real 800x800 WebP product pictures and 600x600 category tiles, then reuses the cache', async () => {
    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agromarket-image-cache-'));
    const h = await createHarness({ imageCacheDir: cacheDir });
    try {
      const first = await seedDatabase(h.deps, { products: 3, images: true, log: quiet });
      const products = all<ProductRow>(h, 'SELECT * FROM products');
      expect(products).toHaveLength(3);
      const files = products.flatMap((p) => p.product_image.split(',').filter(Boolean));
      expect(first.images).toEqual({ rendered: files.length + CATEGORIES.length, cached: 0 });

      const digests = new Set<string>();
      for (const file of files) {
        const bytes = fs.readFileSync(path.join(h.dataDir, 'uploads', 'product_images', file));
        expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
        expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
        expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 800, height: 800 });
        digests.add(bytes.toString('base64'));
      }
      expect(digests.size).toBe(files.length);
      for (const c of all<{ categoryImage: string }>(h, 'SELECT categoryImage FROM categories')) {
        const meta = await sharp(path.join(h.dataDir, 'uploads', 'category_image', c.categoryImage)).metadata();
        expect(meta).toMatchObject({ format: 'webp', width: 600, height: 600 });
      }

      const again = await runSeedCommand(h.deps, { reset: true, products: 3, images: true }, quiet);
      expect(again!.images).toEqual({ rendered: 0, cached: files.length + CATEGORIES.length });
      for (const file of files) expect(fs.existsSync(path.join(h.dataDir, 'uploads', 'product_images', file))).toBe(true);
    } finally {
      await h.close();
      fs.rmSync(cacheDir, { recursive: true, force: true });
    }
  }, 120_000);
});
