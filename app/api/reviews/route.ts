import { ok } from '@/lib/api/responses';
import { buyerRoute } from '@/lib/api/route';
import { REVIEW_FAILURES } from '@/lib/orders/review-failure';
import { submitProductFeedback } from '@/lib/provider/reviews';
import { reviewBody } from '@/lib/shopping/schemas';

/** Sent with the buyer's own token (the spec's known defect used a fixed one). */
export const POST = buyerRoute({ body: reviewBody, unexplained: REVIEW_FAILURES.server }, async ({ buyer, body }) => ok(await submitProductFeedback(buyer.token, body)));
