import 'server-only';
import { z } from 'zod';
import type { Review } from '@/lib/domain/reviews';
import { numeric, textOr, textOrNull } from './common';

/** One of getProductFeedbacks' `feedbacks.data`; `rating` is a VARCHAR, so a string. */
export const reviewSchema = z
  .object({
    id: numeric,
    rating: numeric,
    feedback: textOr(''),
    created_at: z.string(),
    // The real provider's reviewer join never matches, so `buyer` may be null.
    buyer: z.object({ name: textOrNull }).nullish(),
    buyer_fullname: textOrNull,
  })
  .transform(
    (row): Review => ({
      id: row.id,
      rating: row.rating,
      feedback: row.feedback,
      createdAt: row.created_at,
      buyerName: row.buyer?.name || row.buyer_fullname || null,
    }),
  );
