import { Hono } from 'hono';
import { z } from 'zod';
import { buyerNames } from '../auth/buyer';
import { requireBuyer } from '../auth/middleware';
import { feedbackPage } from '../catalogue/feedback-page';
import { pageMeta, pageOffset, parsePage } from '../catalogue/paging';
import { findProduct } from '../catalogue/products';
import { hasPurchased } from '../catalogue/purchases';
import { refreshAverageRating, reviewedProductColumns, reviewStats, roundRating } from '../catalogue/reviews';
import type { Deps } from '../deps';
import { failPlain, HttpError } from '../http/errors';
import type { AppEnv } from '../http/env';
import { readBody } from '../http/body';
import { integer, text, validate } from '../http/validation';
import { laravelTimestamp } from '../lib/time';

const FEEDBACK_PER_PAGE = 10;

// `product_id` only names the field in messages: Laravel shows `productId` as "product id".
const feedbackSchema = z.object({
  productId: text('product_id', { required: true }),
  rating: integer('rating', { required: true, min: 1, max: 5 }),
  feedback: text('feedback', { max: 500 }),
});

/** Product reviews: the public list (contract 2.4) and submitting one (contract 2.9). */
export function feedbackRoutes(deps: Deps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const auth = requireBuyer(deps);

  r.get('/getProductFeedbacks/:productId', async (c) => {
    const productId = c.req.param('productId');
    const product = await findProduct(deps.db, productId);
    if (!product) throw new HttpError(404, { success: false, message: `Product not found with ID: ${productId}` });
    const stats = await reviewStats(deps.db, product.productId);
    const requested = { page: parsePage(c.req.query('page')), perPage: FEEDBACK_PER_PAGE };
    const offset = pageOffset(requested, stats.total);
    // The original answers an unreviewed product with page 1 whatever page was asked for.
    const paging = stats.total === 0 ? { ...requested, page: 1 } : requested;
    return c.json({
      success: true,
      message: stats.total === 0 ? 'No reviews found for this product.' : 'Product feedbacks retrieved successfully.',
      product: {
        productId: product.productId,
        product_name: product.product_name,
        average_rating: roundRating(stats.average),
        total_reviews: stats.total,
      },
      stats: { average_rating: stats.average, total_reviews: stats.total, rating_breakdown: stats.breakdown },
      feedbacks: {
        data: offset === null ? [] : await feedbackPage(deps, product.productId, offset, FEEDBACK_PER_PAGE),
        ...pageMeta(paging, stats.total),
      },
    });
  });

  r.post('/submitProductFeedback', auth, async (c) => {
    const input = validate(feedbackSchema, await readBody(c));
    const buyer = c.get('buyer');
    const now = laravelTimestamp(deps.clock());

    // One transaction: the checks, the row and the product's new average cannot interleave with a second submission.
    const saved = await deps.db.transaction().execute(async (trx) => {
      const product = await findProduct(trx, input.productId);
      if (!product) throw failPlain(404, 'Product not found.');
      if (!(await hasPurchased(trx, buyer.buyerId, product.productId))) {
        throw failPlain(403, 'You can only provide feedback for products you have purchased.');
      }
      const existing = await trx
        .selectFrom('product_feedback')
        .select('id')
        .where('buyerId', '=', buyer.buyerId)
        .where('productId', '=', product.productId)
        .executeTakeFirst();
      if (existing) throw failPlain(400, 'You have already submitted feedback for this product.');

      const row = await trx
        .insertInto('product_feedback')
        .values({
          ...reviewedProductColumns(product),
          buyerId: buyer.buyerId,
          // The original keeps the first name only (contract 2.4): it is shown to every visitor.
          buyer_fullname: buyerNames(buyer).firstname,
          rating: input.rating,
          feedback: input.feedback ?? null,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await refreshAverageRating(trx, product.productId);
      return row;
    });

    // The keys the original's create() echoes (sellerId and categoryId in this spelling).
    return c.json(
      {
        message: 'Thank you! Your feedback has been submitted successfully.',
        feedback: {
          productId: saved.productId,
          sellerId: saved.SellerId,
          product_name: saved.product_name,
          categoryId: saved.CategoryID,
          product_catogory: saved.product_catogory,
          buyerId: saved.buyerId,
          buyer_fullname: saved.buyer_fullname,
          rating: saved.rating,
          feedback: saved.feedback,
          updated_at: saved.updated_at,
          created_at: saved.created_at,
          id: saved.id,
        },
      },
      201,
    );
  });

  return r;
}
