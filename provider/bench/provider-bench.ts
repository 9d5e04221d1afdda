/**
 * `npm run bench:provider`: the provider's hot read paths at 200 and 100,000 products.
 *
 * For each size it seeds a temporary data dir (no images), serves the app on an ephemeral loopback
 * port, and times sequential requests after a warm-up: median and p95 in ms, with the status seen so
 * a route that is not built yet (404) is visible rather than mistaken for a fast one. Every loop is
 * bounded in count and time, and the data dirs are removed at the end.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from '../src/app';
import { UNUSABLE_PASSWORD } from '../src/auth/passwords';
import { issueToken } from '../src/auth/tokens';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/connection';
import type { Deps } from '../src/deps';
import { laravelTimestamp, sqlDateTime, systemClock } from '../src/lib/time';
import { seedDatabase } from '../src/seed';

const SIZES = [200, 100_000];
const WARM_UP = 5;
const SAMPLES = 50;
/** Per endpoint: stop sampling after this long even if SAMPLES were not reached. */
const ENDPOINT_BUDGET_MS = 20_000;
const REQUEST_TIMEOUT_MS = 30_000;
/** The whole run gives up (and still cleans up) after this. */
const RUN_BUDGET_MS = 10 * 60_000;
const SEARCH_TERM = 'rice';
const CART_ITEMS = 5;

interface Endpoint {
  name: string;
  /** The i-th request's path. */
  path: (i: number) => string;
  auth?: boolean;
}

interface Result {
  size: number;
  endpoint: string;
  statuses: string;
  samples: number;
  median: number;
  p95: number;
  kb: number;
}

const runStarted = performance.now();
const overBudget = () => performance.now() - runStarted > RUN_BUDGET_MS;

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** A buyer with a live token and CART_ITEMS products in the cart, written directly like the test fixtures. */
async function benchBuyer(deps: Deps): Promise<string> {
  const buyerId = 'AGB99999999';
  const now = deps.clock();
  const stamp = laravelTimestamp(now);
  await deps.db
    .insertInto('buyers')
    .values({
      buyerId,
      firstname: 'Bench',
      lastname: 'Buyer',
      email: 'bench.buyer@example.com',
      email_verified_at: sqlDateTime(now),
      is_verified: 1,
      phone: '08000000000',
      country: 'Nigeria',
      state: 'Lagos',
      city: 'Ikeja',
      address: '1 Bench Road',
      zipcode: '100001',
      password_hash: UNUSABLE_PASSWORD,
      profile_photo: null,
      created_at: stamp,
      updated_at: stamp,
    })
    .execute();
  const products = await deps.db.selectFrom('products').selectAll().where('quantityin_stock', '>=', 3).orderBy('id', 'desc').limit(CART_ITEMS).execute();
  for (const [i, p] of products.entries()) {
    await deps.db
      .insertInto('carts')
      .values({
        cartId: `CART${900000000 + i}`,
        buyerId,
        buyerType: 'individual',
        productId: p.productId,
        product_name: p.product_name,
        product_image: p.product_image,
        product_category: p.product_category,
        categoryID: p.categoryID,
        selling_price: p.selling_price,
        quantity: 2,
        total_price: p.selling_price * 2,
        productWeight: p.productWeight * 2,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
  }
  return issueToken(deps, buyerId);
}

async function measure(base: string, endpoint: Endpoint, token: string): Promise<Omit<Result, 'size' | 'endpoint'>> {
  const times: number[] = [];
  const statuses = new Set<number>();
  let bytes = 0;
  const started = performance.now();
  for (let i = 0; i < WARM_UP + SAMPLES; i++) {
    if (i >= WARM_UP && (performance.now() - started > ENDPOINT_BUDGET_MS || overBudget())) break;
    const t = performance.now();
    const res = await fetch(base + endpoint.path(i), {
      headers: { Accept: 'application/json', ...(endpoint.auth ? { Authorization: `Bearer ${token}` } : {}) },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body = await res.arrayBuffer();
    const ms = performance.now() - t;
    if (i < WARM_UP) continue;
    times.push(ms);
    statuses.add(res.status);
    bytes = body.byteLength;
  }
  times.sort((a, b) => a - b);
  return { statuses: [...statuses].join('/'), samples: times.length, median: percentile(times, 50), p95: percentile(times, 95), kb: bytes / 1024 };
}

async function benchSize(size: number, results: Result[]): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `agromarket-bench-${size}-`));
  const config = { ...loadConfig({}), dataDir, adminToken: 'bench-admin-token', adminTokenGenerated: false };
  const { db, sqlite, close } = openDatabase(path.join(dataDir, 'sandbox.sqlite'));
  const deps: Deps = { db, sqlite, config, clock: systemClock };
  let server: ReturnType<typeof serve> | null = null;
  try {
    const seeded = await seedDatabase(deps, { products: size, images: false });
    console.log(`seeded ${size} products (${seeded.reviews} reviews) in ${(seeded.ms / 1000).toFixed(1)} s`);
    const token = await benchBuyer(deps);
    const ids = (await db.selectFrom('products').select('productId').orderBy('id').execute()).map((r) => r.productId);
    // Spread over the table, so the detail lookups are not all one cached row.
    const sample = Array.from({ length: 50 }, (_, i) => ids[Math.floor((i * ids.length) / 50)]!);

    server = serve({ fetch: createApp(deps).fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server!.once('listening', () => resolve()));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    const endpoints: Endpoint[] = [
      { name: 'allProducts (page of 24)', path: () => '/api/allProducts?per_page=24&page=1' },
      { name: 'allProducts (per_page=9999)', path: () => '/api/allProducts?per_page=9999&page=1' },
      { name: 'productDetails', path: (i) => `/api/productDetails/${sample[i % sample.length]}` },
      { name: `searchProducts ("${SEARCH_TERM}")`, path: () => `/api/searchProducts?search_query=${SEARCH_TERM}&per_page=10&page=1` },
      { name: `viewCart (${CART_ITEMS} items)`, path: () => '/api/viewCart', auth: true },
    ];
    for (const endpoint of endpoints) {
      if (overBudget()) break;
      results.push({ size, endpoint: endpoint.name, ...(await measure(base, endpoint, token)) });
    }
  } finally {
    if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
    await close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function printTable(results: readonly Result[]): void {
  const rows = [
    ['products', 'endpoint', 'status', 'n', 'median ms', 'p95 ms', 'body KB'],
    ...results.map((r) => [
      r.size.toLocaleString('en-US'),
      r.endpoint,
      r.statuses,
      String(r.samples),
      r.median.toFixed(1),
      r.p95.toFixed(1),
      r.kb.toFixed(1),
    ]),
  ];
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((row) => row[c]!.length)));
  const line = (row: string[]) => row.map((cell, c) => (c <= 2 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ');
  console.log(`\n${line(rows[0]!)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows.slice(1)) console.log(line(row));
  console.log('\nGoal: allProducts page of 24 under 20 ms at 100,000 products. Status 404 means the route is not built yet.');
}

async function main() {
  const results: Result[] = [];
  for (const size of SIZES) {
    if (overBudget()) {
      console.log(`run budget spent; skipping ${size} products`);
      continue;
    }
    await benchSize(size, results);
  }
  printTable(results);
}

main().catch((err) => {
  console.error('benchmark failed:', err);
  process.exit(1);
});
