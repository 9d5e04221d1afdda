import type { Product } from '../db/schema';
import { categoryOf, PRODUCE, type Pack, type Produce } from './catalogue';
import { describe, gradesFor } from './descriptions';
import type { SeedReviewer } from './people/reviewers';
import { sellerName, type SeedSeller } from './people/sellers';
import { Rng } from './random';
import { averageRating, reviewsFor, type SeedReview } from './reviews';

/**
 * The product rows. The curated catalogue is every produce × pack pair; beyond it, variants (other
 * grades, sellers and prices of the same produce) reuse the curated images, so a seed of 100,000
 * products renders nothing new.
 */

export interface CuratedItem {
  produce: Produce;
  pack: Pack;
  /** Position in the curated order: the product id and listing age come from it. */
  index: number;
}

export interface PlannedProduct
  extends Pick<
    Product,
    | 'productId'
    | 'sellerId'
    | 'product_name'
    | 'categoryID'
    | 'product_category'
    | 'cost_price'
    | 'selling_price'
    | 'quantityin_stock'
    | 'quantity_sold'
    | 'unit'
    | 'productWeight'
    | 'product_description'
    | 'views'
    | 'average_rating'
  > {
  images: string[];
  /** Hours before the seed time; the row's created_at. */
  listedHoursAgo: number;
  updatedHoursAgo: number;
  reviews: SeedReview[];
  curated: CuratedItem | null;
}

/** AGP + 6 digits: a bijection of the index onto 100000-999999 (7919 is prime to 900000), unique for 900,000 products. */
export function productIdFor(index: number): string {
  if (index >= 900_000) throw new Error('At most 900,000 products fit the AGP + 6 digits format.');
  return `AGP${100_000 + ((index * 7919 + 48_611) % 900_000)}`;
}

let curatedCache: CuratedItem[] | null = null;

/** Every produce × pack pair, in a fixed shuffled order so neighbouring ids come from different categories. */
export function curatedCatalogue(): CuratedItem[] {
  curatedCache ??= new Rng('curated-order')
    .shuffle(PRODUCE.flatMap((produce) => produce.packs.map((pack) => ({ produce, pack }))))
    .map((item, index) => ({ ...item, index }));
  return curatedCache;
}

/** The image files of a curated product (`AGP123456-1.webp`, …). */
function imageFiles(productId: string, count: number): string[] {
  return Array.from({ length: count }, (_, k) => `${productId}-${k + 1}.webp`);
}

/** The newest few curated products were listed within the last 48 h (the home page's hot deals). */
const FRESH_LISTING_HOURS = [44, 35, 26, 17, 9, 3];

function curatedListingAge(rng: Rng, index: number, total: number): number {
  const fromEnd = total - 1 - index;
  if (fromEnd < FRESH_LISTING_HOURS.length) return FRESH_LISTING_HOURS[FRESH_LISTING_HOURS.length - 1 - fromEnd]!;
  // The rest spread over the last five months, older as the index falls.
  const older = fromEnd / Math.max(1, total - 1);
  return (3 + older * 147) * 24 + rng.between(0, 12);
}

function maxStock(price: number): number {
  if (price < 3) return 500;
  if (price < 15) return 300;
  if (price < 60) return 120;
  if (price < 200) return 40;
  return 15;
}

const money = (n: number) => Math.round(n * 100) / 100;

/** Sellers in the produce's state when there are any, so a Kano onion is mostly sold from Kano. */
function pickSeller(rng: Rng, sellers: readonly SeedSeller[], origin: string): SeedSeller {
  const local = sellers.filter((s) => s.state === origin);
  return local.length > 0 && rng.chance(0.75) ? rng.pick(local) : rng.pick(sellers);
}

interface ProductDraft {
  rng: Rng;
  index: number;
  produce: Produce;
  pack: Pack;
  name: string;
  grade: string;
  seller: SeedSeller;
  origin: string;
  images: string[];
  listedHoursAgo: number;
  curated: CuratedItem | null;
}

function finish(draft: ProductDraft, reviewers: readonly SeedReviewer[]): PlannedProduct {
  const { rng, produce, pack } = draft;
  const category = categoryOf(produce.category);
  const sellingPrice = money(pack.price * rng.between(0.9, 1.1));
  // Every 19th product, and a few more at random, is sold out: at least 5 % in any seed.
  const soldOut = draft.index % 19 === 7 || rng.chance(0.03);
  const reviews = reviewsFor(rng, produce.category, reviewers, draft.listedHoursAgo);
  return {
    productId: productIdFor(draft.index),
    sellerId: draft.seller.sellerId,
    product_name: draft.name,
    categoryID: category.categoryID,
    product_category: category.name,
    cost_price: money(sellingPrice * rng.between(0.68, 0.86)),
    selling_price: sellingPrice,
    quantityin_stock: soldOut ? 0 : rng.int(1, maxStock(sellingPrice)),
    quantity_sold: rng.int(0, 40) + reviews.length * rng.int(3, 12),
    unit: pack.unit,
    productWeight: pack.kg,
    product_description: describe(rng, { produce, category, pack, origin: draft.origin, grade: draft.grade, sellerName: sellerName(draft.seller) }),
    images: draft.images,
    views: rng.int(0, 1500),
    average_rating: averageRating(reviews),
    listedHoursAgo: draft.listedHoursAgo,
    updatedHoursAgo: rng.chance(0.3) ? rng.between(0, draft.listedHoursAgo) : draft.listedHoursAgo,
    reviews,
    curated: draft.curated,
  };
}

function imageCount(rng: Rng): number {
  return rng.weighted([
    [1, 0.25],
    [2, 0.4],
    [3, 0.25],
    [4, 0.1],
  ]);
}

export function curatedProduct(item: CuratedItem, sellers: readonly SeedSeller[], reviewers: readonly SeedReviewer[]): PlannedProduct {
  const rng = new Rng(`product:${item.produce.key}:${item.pack.label}`);
  const origin = rng.pick(item.produce.origins);
  return finish(
    {
      rng,
      index: item.index,
      produce: item.produce,
      pack: item.pack,
      name: `${item.produce.name} — ${item.pack.label}`,
      grade: rng.pick(gradesFor(item.produce.category)),
      seller: pickSeller(rng, sellers, origin),
      origin,
      images: imageFiles(productIdFor(item.index), imageCount(rng)),
      listedHoursAgo: curatedListingAge(rng, item.index, curatedCatalogue().length),
      curated: item,
    },
    reviewers,
  );
}

/**
 * The n-th generated variant: a curated product's produce in one of its packs, from another grade
 * and seller, showing that curated product's images.
 */
export function variantProduct(n: number, curated: readonly PlannedProduct[], sellers: readonly SeedSeller[], reviewers: readonly SeedReviewer[]): PlannedProduct {
  const rng = new Rng(`variant:${n}`);
  const base = rng.pick(curated);
  const { produce, pack } = base.curated!;
  const grade = rng.pick(gradesFor(produce.category));
  const origin = rng.pick(produce.origins);
  return finish(
    {
      rng,
      index: curatedCatalogue().length + n,
      produce,
      pack,
      name: `${grade} ${produce.name} — ${pack.label}`,
      grade,
      seller: rng.pick(sellers),
      origin,
      images: base.images,
      // Older than the curated listings, so the newest products are the curated ones.
      listedHoursAgo: rng.between(150, 720) * 24,
      curated: null,
    },
    reviewers,
  );
}

