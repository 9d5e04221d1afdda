import type { Page } from './page';

export interface Category {
  /** The provider's `categoryID` (AGC…), which is what category URLs use. */
  id: string;
  name: string;
  /** Same-origin `/media/…` path, or null. */
  imageUrl: string | null;
  description: string;
}

export interface PopularCategory extends Category {
  productsCount: number;
}

/** Sorts the sandbox applies server-side; the real provider ignores them. */
export const PRODUCT_SORTS = ['price_asc', 'price_desc', 'rating', 'newest'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export interface ProductSummary {
  /** The provider's `productId` (AGP…). */
  id: string;
  name: string;
  categoryId: string;
  categoryName: string;
  /** Null when the provider's price is not a number: shown as 'Invalid input' and not for sale. */
  price: number | null;
  stock: number;
  unit: string;
  /** Same-origin `/media/…` paths, first one for cards; may be empty. */
  imageUrls: string[];
  averageRating: number;
  /** Inactive products still appear in the real provider's listings; the sandbox refuses to sell them. */
  isActive: boolean;
}

export type RatingBreakdown = Record<'5' | '4' | '3' | '2' | '1', number>;

export interface ReviewStats {
  averageRating: number;
  totalReviews: number;
  breakdown: RatingBreakdown;
}

export interface ProductDetail extends ProductSummary {
  /** Seller-written HTML: sanitize before rendering. */
  description: string;
  sellerName: string | null;
  sellerAddress: string | null;
  reviewStats: ReviewStats;
}

export function emptyRatingBreakdown(): RatingBreakdown {
  return { '5': 0, '4': 0, '3': 0, '2': 0, '1': 0 };
}

/** One category's page of products (categoryDetails). */
export interface CategoryProducts {
  categoryId: string;
  name: string;
  imageUrl: string | null;
  products: Page<ProductSummary>;
}
