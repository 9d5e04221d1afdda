import 'server-only';
import { z } from 'zod';
import { emptyRatingBreakdown, type ProductDetail, type ProductSummary, type RatingBreakdown, type ReviewStats } from '@/lib/domain/catalogue';
import { productImagePaths } from '../images';
import { numeric, numericOr, priceOrNull, stockCount, textOr, textOrNull } from './common';

const productFields = {
  productId: z.string().min(1).optional(),
  // The spec notes category-page responses naming it product_id.
  product_id: z.string().min(1).optional(),
  product_name: z.string(),
  categoryID: z.string(),
  product_category: textOr(''),
  selling_price: priceOrNull,
  quantityin_stock: stockCount,
  unit: textOr(''),
  // Written by the feedback code into a column no migration creates: may be missing.
  average_rating: numericOr(0),
  is_active: numericOr(1),
  image_urls: z.array(z.string().nullable()).nullish(),
  full_image_path: textOrNull,
  product_image_url: textOrNull,
  product_image: textOrNull,
};

type ProductRow = z.output<z.ZodObject<typeof productFields>>;

function toSummary(row: ProductRow, ctx: z.RefinementCtx): ProductSummary {
  const id = row.productId ?? row.product_id;
  if (!id) {
    ctx.addIssue({ code: 'custom', message: 'a product without productId' });
    return z.NEVER;
  }
  return {
    id,
    name: row.product_name,
    categoryId: row.categoryID,
    categoryName: row.product_category,
    price: row.selling_price,
    stock: row.quantityin_stock,
    unit: row.unit,
    imageUrls: productImagePaths(row),
    averageRating: row.average_rating,
    isActive: row.is_active !== 0,
  };
}

export const productSummarySchema = z.object(productFields).transform(toSummary);

/** Exactly the five star counts, whatever keys the provider sends. */
const ratingBreakdownSchema = z
  .record(z.string(), numeric)
  .nullish()
  .transform((counts) => {
    const breakdown = emptyRatingBreakdown();
    for (const star of Object.keys(breakdown) as (keyof RatingBreakdown)[]) breakdown[star] = counts?.[star] ?? 0;
    return breakdown;
  });

export const reviewStatsSchema = z
  .object({
    average_rating: numericOr(0),
    total_reviews: numericOr(0),
    rating_breakdown: ratingBreakdownSchema,
  })
  .transform(
    (stats): ReviewStats => ({
      averageRating: stats.average_rating,
      totalReviews: stats.total_reviews,
      breakdown: stats.rating_breakdown,
    }),
  );

/** productDetails' `data`: the product, its seller and its review stats. */
export const productDetailSchema = z
  .object({
    product: z.object({
      ...productFields,
      product_description: textOr(''),
      // Always null on the real provider (a column-name bug); the sandbox fills it.
      category_name: textOrNull,
    }),
    sellerInfo: z.object({ name: textOrNull, address: textOrNull }).nullish(),
    reviewStats: reviewStatsSchema.nullish(),
  })
  .transform((data, ctx): ProductDetail => {
    const summary = toSummary(data.product, ctx);
    return {
      ...summary,
      categoryName: data.product.category_name ?? summary.categoryName,
      description: data.product.product_description,
      sellerName: data.sellerInfo?.name ?? null,
      sellerAddress: data.sellerInfo?.address ?? null,
      reviewStats: data.reviewStats ?? { averageRating: 0, totalReviews: 0, breakdown: emptyRatingBreakdown() },
    };
  });
