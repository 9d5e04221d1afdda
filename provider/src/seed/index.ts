import path from 'node:path';
import type { Deps } from '../deps';
import { UPLOAD_DIRS } from '../serialize/images';
import { CATEGORIES, categoryOf } from './catalogue';
import { seedDemoAccounts, type DemoAccounts } from './demo-accounts';
import { seedDemoOrders } from './demo-orders';
import { categoryRecipe, productRecipes, type Subject } from './images/layouts';
import { produceImages, type ImageJob, type ImageStats } from './images/render';
import { insertCatalogue, type InsertCounts } from './insert';
import { buildReviewers } from './people/reviewers';
import { buildSellers } from './people/sellers';
import { curatedCatalogue, curatedProduct, variantProduct, type PlannedProduct } from './products';
import { resetDatabase } from './reset';

export interface SeedOptions {
  /** How many products; the curated catalogue is used first, then varied copies of it. */
  products?: number;
  /** Render and copy product and category images (tests may skip them: the file names are still recorded). */
  images?: boolean;
  log?: (line: string) => void;
}

export interface SeedSummary extends InsertCounts {
  images: ImageStats | null;
  demo: DemoAccounts;
  ms: number;
}

/** How many products a default seed has: the whole curated catalogue. */
export const CURATED_PRODUCT_COUNT = curatedCatalogue().length;

const CONTAINERS: Record<string, string> = { basket: 'basket', bunch: 'basket', hand: 'basket', bundle: 'basket', carton: 'package', box: 'package' };

function categoryImageFile(c: (typeof CATEGORIES)[number]): string {
  return `${c.categoryID}-${c.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.webp`;
}

/** The category tiles and every curated product's pictures; variants show their base product's files. */
function imageJobs(dataDir: string, products: readonly PlannedProduct[]): ImageJob[] {
  const uploads = (dir: string, file: string) => path.join(dataDir, dir, file);
  const jobs: ImageJob[] = CATEGORIES.map((c) => ({
    recipe: categoryRecipe({ key: c.key, emoji: c.emoji, palette: c.palette }),
    dest: uploads(UPLOAD_DIRS.category, categoryImageFile(c)),
  }));
  for (const p of products) {
    const { produce, pack } = p.curated!;
    const subject: Subject = {
      key: `${produce.key}:${pack.label}`,
      emoji: produce.emoji,
      palette: categoryOf(produce.category).palette,
      container: produce.category === 'livestock' ? undefined : CONTAINERS[pack.unit],
    };
    productRecipes(subject, p.images.length).forEach((recipe, k) => jobs.push({ recipe, dest: uploads(UPLOAD_DIRS.product, p.images[k]!) }));
  }
  return jobs;
}

/**
 * Seeds an empty database: categories, sellers, reviewers, products with reviews and images, and the
 * demo accounts. The same options give the same catalogue on every machine; timestamps are offsets
 * from the clock, so the shop always looks recently stocked.
 */
export async function seedDatabase(deps: Deps, options: SeedOptions = {}): Promise<SeedSummary> {
  if (seedState(deps) !== 'empty') throw new Error('The database is already seeded; reset it first.');
  const started = performance.now();
  const log = options.log ?? (() => {});
  const total = options.products ?? CURATED_PRODUCT_COUNT;
  if (!Number.isSafeInteger(total) || total < 1) throw new Error(`products must be a positive integer, got ${total}`);
  const now = deps.clock();
  const sellers = buildSellers();
  const reviewers = buildReviewers();
  const curated = curatedCatalogue()
    .slice(0, total)
    .map((item) => curatedProduct(item, sellers, reviewers));

  let images: ImageStats | null = null;
  if (options.images ?? true) {
    const imageStart = performance.now();
    images = await produceImages(imageJobs(deps.config.dataDir, curated), deps.config.imageCacheDir);
    log(`images: ${images.rendered} rendered, ${images.cached} from the cache (${Math.round(performance.now() - imageStart)} ms)`);
  }

  function* products(): Generator<PlannedProduct> {
    // Variants first: ids grow with listing date, so the curated products are the newest.
    for (let n = 0; n < total - curated.length; n++) yield variantProduct(n, curated, sellers, reviewers);
    yield* curated;
  }
  const counts = insertCatalogue(deps.sqlite, {
    now,
    categories: CATEGORIES.map((c) => ({ ...c, image: categoryImageFile(c) })),
    sellers,
    reviewers,
    products: products(),
  });
  const demo = await seedDemoAccounts(deps, now, curated, new Set(reviewers.map((r) => r.buyerId)));
  // The demo histories need a stocked catalogue; the handful of products some tests seed cannot carry them.
  const demoOrders = await seedDemoOrders(deps, [demo.buyer.buyerId, demo.company.buyerId], now);
  deps.sqlite.prepare('INSERT INTO seed_completed (id, finished_at) VALUES (1, ?)').run(now.toISOString());
  const ms = Math.round(performance.now() - started);
  log(
    `seeded ${counts.products} products (${counts.outOfStock} out of stock), ${counts.categories} categories, ` +
      `${counts.sellers} sellers, ${counts.reviews} reviews by ${counts.reviewers} reviewers and 2 demo accounts with ${demoOrders} orders in ${ms} ms`,
  );
  return { ...counts, images, demo, ms };
}

/** 'unfinished': rows of a seed that was stopped part way, which may lack the demo accounts. */
export type SeedState = 'empty' | 'seeded' | 'unfinished';

export function seedState({ sqlite }: Pick<Deps, 'sqlite'>): SeedState {
  if (sqlite.prepare('SELECT 1 FROM seed_completed').get()) return 'seeded';
  const rows = sqlite.prepare('SELECT EXISTS (SELECT 1 FROM categories) OR EXISTS (SELECT 1 FROM buyers)').pluck().get();
  return rows ? 'unfinished' : 'empty';
}

/**
 * Seeds a database no seed has finished: an empty one, or one a stopped seed left part way, which
 * is emptied first (the provider serves nobody before its seed ends, so it holds nothing of a buyer's).
 * Leaves a seeded database alone and returns null.
 */
export async function seedUnlessSeeded(deps: Deps, options: SeedOptions = {}): Promise<SeedSummary | null> {
  const state = seedState(deps);
  if (state === 'seeded') return null;
  if (state === 'unfinished') {
    resetDatabase(deps);
    options.log?.(`the last seed of ${deps.config.dataDir} did not finish: emptied it to seed again`);
  }
  return seedDatabase(deps, options);
}
