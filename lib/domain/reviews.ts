import type { ReviewStats } from './catalogue';
import type { Page } from './page';

export interface Review {
  id: number;
  /** 1..5 */
  rating: number;
  feedback: string;
  createdAt: string;
  /** Null when the provider has no name for the reviewer (show "Anonymous"). */
  buyerName: string | null;
}

export interface ProductReviews {
  reviews: Page<Review>;
  stats: ReviewStats;
}

export interface NewReview {
  productId: string;
  rating: number;
  feedback: string;
}
