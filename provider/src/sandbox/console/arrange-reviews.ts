import { feedbackPage } from '../../catalogue/feedback-page';
import { findProduct } from '../../catalogue/products';
import { refreshAverageRating, reviewedProductColumns } from '../../catalogue/reviews';
import type { Deps } from '../../deps';
import { failPlain } from '../../http/errors';
import { idFormats, uniqueId } from '../../lib/ids';
import { laravelTimestamp } from '../../lib/time';
import type { NewReviewInput } from './arrange-schemas';

const DEFAULT_REVIEWER = 'Sandbox Reviewer';

/**
 * A review arranged by the operator. Unlike submitProductFeedback it skips the "must have a paid
 * order" rule: the author is no account at all but a fresh buyer id, so any number of reviews can be
 * arranged on one product and none of them blocks a real buyer from reviewing it. The product's
 * average_rating is recomputed in the same transaction, as submitProductFeedback does.
 */
export async function arrangeReview(deps: Deps, productId: string, input: NewReviewInput) {
  const at = laravelTimestamp(input.created_at === undefined ? deps.clock() : new Date(input.created_at));
  const saved = await deps.db.transaction().execute(async (trx) => {
    const product = await findProduct(trx, productId);
    if (!product) throw failPlain(404, 'Product not found.');
    const buyerId = await uniqueId(idFormats.buyer, async (id) => {
      const [buyer, review] = await Promise.all([
        trx.selectFrom('buyers').select('id').where('buyerId', '=', id).executeTakeFirst(),
        trx.selectFrom('product_feedback').select('id').where('buyerId', '=', id).executeTakeFirst(),
      ]);
      return buyer !== undefined || review !== undefined;
    });
    const row = await trx
      .insertInto('product_feedback')
      .values({
        ...reviewedProductColumns(product),
        buyerId,
        buyer_fullname: input.buyer_name === undefined ? DEFAULT_REVIEWER : (input.buyer_name ?? ''),
        rating: input.rating,
        feedback: input.feedback,
        created_at: at,
        updated_at: at,
      })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    await refreshAverageRating(trx, product.productId);
    return row;
  });

  // The row as getProductFeedbacks lists it: its position in that newest-first order is the
  // number of reviews listed before it, so the list's own code serializes it.
  const { before } = await deps.db
    .selectFrom('product_feedback')
    .select((eb) => eb.fn.countAll<number>().as('before'))
    .where('productId', '=', productId)
    .where((eb) =>
      eb.or([eb('created_at', '>', saved.created_at), eb.and([eb('created_at', '=', saved.created_at), eb('id', '>', saved.id)])]),
    )
    .executeTakeFirstOrThrow();
  const [review] = await feedbackPage(deps, productId, before, 1);
  // Only a review arranged on the same product between the two reads could shift it.
  if (review?.id !== saved.id) throw new Error(`Review ${saved.id} moved while it was read back; arrange reviews one at a time.`);
  return review;
}
