import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../db/schema';

export type RatingBreakdown = Record<'5' | '4' | '3' | '2' | '1', number>;

export interface ReviewStats {
  /** Unrounded mean, 0 without reviews. */
  average: number;
  total: number;
  breakdown: RatingBreakdown;
}

/** PHP's round($x, 1) for ratings: halves go up (4.45 → 4.5). */
export function roundRating(value: number): number {
  return Math.round((value + Number.EPSILON) * 10) / 10;
}

/** Count and mean of a product's ratings and how many of each star, in one grouped query. */
export async function reviewStats(db: Kysely<DB>, productId: string): Promise<ReviewStats> {
  const rows = await db
    .selectFrom('product_feedback')
    .select(['rating', (eb) => eb.fn.countAll<number>().as('n')])
    .where('productId', '=', productId)
    .groupBy('rating')
    .execute();
  const breakdown: RatingBreakdown = { '5': 0, '4': 0, '3': 0, '2': 0, '1': 0 };
  let total = 0;
  let sum = 0;
  for (const { rating, n } of rows) {
    breakdown[String(rating) as keyof RatingBreakdown] = n;
    total += n;
    sum += rating * n;
  }
  return { average: total ? sum / total : 0, total, breakdown };
}

type ReviewedProduct = Pick<Selectable<DB['products']>, 'productId' | 'sellerId' | 'product_name' | 'categoryID' | 'product_category'>;

/** The product columns a review row copies (the original stores them denormalised, typo included). */
export function reviewedProductColumns(product: ReviewedProduct) {
  return {
    productId: product.productId,
    SellerId: product.sellerId,
    product_name: product.product_name,
    CategoryID: product.categoryID,
    product_catogory: product.product_category,
  };
}

/** Stores the product's new average after a review was added, as the feedback call does. */
export async function refreshAverageRating(db: Kysely<DB>, productId: string): Promise<void> {
  const stats = await reviewStats(db, productId);
  await db.updateTable('products').set({ average_rating: roundRating(stats.average) }).where('productId', '=', productId).execute();
}
