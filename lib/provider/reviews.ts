import 'server-only';
import { z } from 'zod';
import type { NewReview, ProductReviews } from '@/lib/domain/reviews';
import { apiPath, orOnNotFound, providerRequest, type FetchCache } from './http';
import { reviewStatsSchema } from './schemas/products';
import { messageOr, pageFields, toPage, type MessageOnly } from './schemas/common';
import { reviewSchema } from './schemas/reviews';

const feedbacksSchema = z
  .object({
    stats: reviewStatsSchema,
    feedbacks: z.object({ data: z.array(reviewSchema), ...pageFields }),
  })
  .transform((body): ProductReviews => ({ stats: body.stats, reviews: toPage(body.feedbacks.data, body.feedbacks) }));

/** A page (10 per page, newest first) of a product's reviews, or null for an unknown product. */
export function getProductFeedbacks(productId: string, page = 1, cache?: FetchCache): Promise<ProductReviews | null> {
  const request = providerRequest({ path: apiPath`/getProductFeedbacks/${productId}`, query: { page }, schema: feedbacksSchema, cache });
  return orOnNotFound(request, null);
}

/** Only buyers with a paid order of the product may review it, once (403 and 400 otherwise). */
export function submitProductFeedback(token: string, review: NewReview): Promise<MessageOnly> {
  return providerRequest({ method: 'POST', path: '/submitProductFeedback', body: review, token, schema: messageOr('Thank you for your review!') });
}
