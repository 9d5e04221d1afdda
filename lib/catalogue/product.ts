import 'server-only';
import { cache } from 'react';
import type { ProductDetail, ProductSummary } from '@/lib/domain/catalogue';
import type { ProductReviews } from '@/lib/domain/reviews';
import { isProviderError } from '@/lib/provider/errors';
import { productDetails } from '@/lib/provider/products';
import { getProductFeedbacks } from '@/lib/provider/reviews';
import { catalogueCache } from './cache';
import { loadRelatedProducts } from './products';

/** Reviews, or the message the Customer Feedback tab shows instead ('Error loading reviews: …'). */
export type ReviewsResult = { ok: true; reviews: ProductReviews } | { ok: false; message: string; notFound?: true };

export interface ProductPageData {
  product: ProductDetail;
  reviews: ReviewsResult;
  /** Null when they could not be read: the page then leaves the section out rather than say there are none. */
  related: ProductSummary[] | null;
}

/** Shared by the page and its metadata within one render. */
export const loadProduct = cache((productId: string) => productDetails(productId, catalogueCache));

export async function loadReviews(productId: string, page = 1): Promise<ReviewsResult> {
  try {
    const reviews = await getProductFeedbacks(productId, page, catalogueCache);
    return reviews ? { ok: true, reviews } : { ok: false, message: 'Product not found', notFound: true };
  } catch (error) {
    return { ok: false, message: isProviderError(error) ? error.message : 'Unexpected error' };
  }
}

/**
 * Everything the product page shows, or null for an unknown product. Reviews and related products
 * are extras: when they fail the page still shows the product.
 */
export async function loadProductPage(productId: string): Promise<ProductPageData | null> {
  const product = await loadProduct(productId);
  if (!product) return null;
  const [reviews, related] = await Promise.all([loadReviews(productId), loadRelatedProducts(product).catch(() => null)]);
  return { product, reviews, related };
}
