import { ok } from '@/lib/api/responses';
import { buyerRoute } from '@/lib/api/route';
import { submitProductFeedback } from '@/lib/provider/reviews';
import { reviewBody } from '@/lib/shopping/schemas';

/** Sent with the buyer's own token (the spec's known defect used a fixed one). */
export const POST = buyerRoute({ body: reviewBody }, async ({ buyer, body }) => ok(await submitProductFeedback(buyer.token, body)));
