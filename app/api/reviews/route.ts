import { fail, ok } from '@/lib/api/responses';
import { buyerRoute } from '@/lib/api/route';
import { REVIEW_FAILURES } from '@/lib/orders/review-failure';
import { ProviderError } from '@/lib/provider/errors';
import { submitProductFeedback } from '@/lib/provider/reviews';
import { reviewBody } from '@/lib/shopping/schemas';

/**
 * Sent with the buyer's own token (the spec's known defect used a fixed one). The real provider
 * looks for the purchase under an individual buyer's id, so it refuses every company buyer (403),
 * even for a product of its orders (written only once paid), where reviews are offered: said so.
 */
export const POST = buyerRoute({ body: reviewBody, unexplained: REVIEW_FAILURES.server }, async ({ buyer, body }) => {
  try {
    return ok(await submitProductFeedback(buyer.token, body));
  } catch (error) {
    if (error instanceof ProviderError && error.status === 403 && buyer.buyerType === 'company') return fail(403, REVIEW_FAILURES.companyRefused);
    throw error;
  }
});
