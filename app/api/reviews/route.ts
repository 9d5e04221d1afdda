import { fail, ok } from '@/lib/api/responses';
import { buyerRoute } from '@/lib/api/route';
import { REVIEW_FAILURES } from '@/lib/orders/review-failure';
import { ProviderError } from '@/lib/provider/errors';
import { getOrders } from '@/lib/provider/orders';
import { isPurchase } from '@/lib/domain/orders';
import { submitProductFeedback } from '@/lib/provider/reviews';
import { reviewBody } from '@/lib/shopping/schemas';

/** Whether the buyer's orders hold the product paid for and not cancelled, a purchase by any measure. */
async function hasBought(token: string, productId: string): Promise<boolean> {
  const lines = await getOrders(token).catch(() => null);
  return lines?.some((line) => line.productId === productId && isPurchase(line.status)) ?? false;
}

/**
 * Sent with the buyer's own token (the spec's known defect used a fixed one). The real provider
 * looks for the purchase under an individual buyer's id, so it refuses every company buyer (403),
 * even for a product it bought: said so when the company's orders show the purchase.
 */
export const POST = buyerRoute({ body: reviewBody, unexplained: REVIEW_FAILURES.server }, async ({ buyer, body }) => {
  try {
    return ok(await submitProductFeedback(buyer.token, body));
  } catch (error) {
    if (error instanceof ProviderError && error.status === 403 && buyer.buyerType === 'company' && (await hasBought(buyer.token, body.productId))) {
      return fail(403, REVIEW_FAILURES.companyRefused);
    }
    throw error;
  }
});
