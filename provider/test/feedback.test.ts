import { createBuyer, createCompanyBuyer, createProduct, type BuyerFixture } from './support/fixtures';
import { insertOrderRow, insertReview } from './support/catalogue';
import { createHarness, expectNoSecrets, TEST_PUBLIC_URL, type Harness } from './support/harness';
import { laravelTimestamp } from '../src/lib/time';
import type { Product } from '../src/db/schema';

describe('product reviews', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await createHarness();
  });
  afterEach(() => h.close());

  const feedbackRows = () => h.deps.db.selectFrom('product_feedback').selectAll().orderBy('id').execute();
  const averageOf = async (productId: string) =>
    (await h.deps.db.selectFrom('products').select('average_rating').where('productId', '=', productId).executeTakeFirstOrThrow()).average_rating;

  describe('GET /api/getProductFeedbacks/{productId} (contract 2.4)', () => {
    test('a product without reviews', async () => {
      const product = await createProduct(h.deps, { product_name: 'Ofada Rice' });
      const res = await h.request('GET', `/api/getProductFeedbacks/${product.productId}?page=3`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        message: 'No reviews found for this product.',
        product: { productId: product.productId, product_name: 'Ofada Rice', average_rating: 0, total_reviews: 0 },
        stats: { average_rating: 0, total_reviews: 0, rating_breakdown: { '5': 0, '4': 0, '3': 0, '2': 0, '1': 0 } },
        feedbacks: { data: [], current_page: 1, last_page: 1, per_page: 10, total: 0 },
      });
    });

    test('an unknown product is 404 naming the id', async () => {
      const res = await h.request('GET', '/api/getProductFeedbacks/AGP000001');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, message: 'Product not found with ID: AGP000001' });
    });

    test('reviews newest first, ten a page, with the reviewer\'s name and photo', async () => {
      const product = await createProduct(h.deps, { product_name: 'Ofada Rice' });
      const withPhoto = await createBuyer(h.deps);
      await h.deps.db.updateTable('buyers').set({ profile_photo: 'face.webp' }).where('buyerId', '=', withPhoto.buyerId).execute();
      const company = await createCompanyBuyer(h.deps);
      const t0 = Date.parse('2024-05-01T08:00:00Z');
      const ratings = [5, 4, 4, 3, 5, 5, 2, 4, 5, 1, 4, 5];
      for (const [i, rating] of ratings.entries()) {
        const reviewer = i === 11 ? withPhoto.buyerId : i === 10 ? company.buyerId : `AGB3000000${i}`;
        await insertReview(h.deps, {
          productId: product.productId,
          buyerId: reviewer,
          rating,
          name: `Reviewer ${i}`,
          feedback: i === 3 ? null : `Review ${i}`,
          createdAt: laravelTimestamp(new Date(t0 + i * 3600 * 1000)),
        });
      }
      // Another product's reviews stay out of this one's list and stats.
      await insertReview(h.deps, { productId: (await createProduct(h.deps)).productId, buyerId: withPhoto.buyerId, rating: 1 });

      const res = await h.request('GET', `/api/getProductFeedbacks/${product.productId}`);

      expect(res.status).toBe(200);
      const average = ratings.reduce((a, b) => a + b, 0) / ratings.length;
      expect(res.body).toMatchObject({
        success: true,
        message: 'Product feedbacks retrieved successfully.',
        product: { productId: product.productId, product_name: 'Ofada Rice', average_rating: 3.9, total_reviews: 12 },
        stats: { average_rating: average, total_reviews: 12, rating_breakdown: { '5': 5, '4': 4, '3': 1, '2': 1, '1': 1 } },
      });
      expect(res.body.stats.average_rating).not.toBe(3.9);
      const { data, ...meta } = res.body.feedbacks;
      expect(meta).toEqual({ current_page: 1, last_page: 2, per_page: 10, total: 12 });
      expect(data.map((f: any) => f.feedback)).toEqual(['Review 11', 'Review 10', 'Review 9', 'Review 8', 'Review 7', 'Review 6', 'Review 5', 'Review 4', null, 'Review 2']);
      expect(data[0]).toEqual({
        id: expect.any(Number),
        productId: product.productId,
        rating: '5',
        feedback: 'Review 11',
        created_at: laravelTimestamp(new Date(t0 + 11 * 3600 * 1000)),
        buyer: { id: withPhoto.buyerId, name: 'Reviewer 11', profile_image: `${TEST_PUBLIC_URL}/uploads/profile_images/face.webp` },
      });
      expect(data[1].buyer).toEqual({ id: company.buyerId, name: 'Reviewer 10', profile_image: null });
      expect(data[2].buyer.profile_image).toBeNull();
      expectNoSecrets(res.text);

      const page2 = await h.request('GET', `/api/getProductFeedbacks/${product.productId}?page=2`);
      expect(page2.body.feedbacks.data.map((f: any) => f.feedback)).toEqual(['Review 1', 'Review 0']);
      expect(page2.body.feedbacks.current_page).toBe(2);

      const past = await h.request('GET', `/api/getProductFeedbacks/${product.productId}?page=7`);
      expect(past.status).toBe(200);
      expect(past.body.feedbacks).toEqual({ data: [], current_page: 7, last_page: 2, per_page: 10, total: 12 });
    });
  });

  describe('POST /api/submitProductFeedback (contract 2.9)', () => {
    let buyer: BuyerFixture;
    let product: Product;
    beforeEach(async () => {
      buyer = await createBuyer(h.deps);
      product = await createProduct(h.deps);
    });
    const submit = (json: unknown, token = buyer.token) => h.request('POST', '/api/submitProductFeedback', { token, json });

    test('a buyer who received the product reviews it; the product\'s average follows', async () => {
      await insertOrderRow(h.deps, { buyerId: buyer.buyerId, productId: product.productId, status: 'delivered' });
      const res = await submit({ productId: product.productId, rating: 4, feedback: '  Fresh and firm.  ' });

      expect(res.status).toBe(201);
      const [row] = await feedbackRows();
      expect(res.body).toEqual({
        message: 'Thank you! Your feedback has been submitted successfully.',
        feedback: {
          productId: product.productId,
          sellerId: product.sellerId,
          product_name: product.product_name,
          categoryId: product.categoryID,
          product_catogory: product.product_category,
          buyerId: buyer.buyerId,
          buyer_fullname: 'Chinedu', // the first name only: reviews are public (contract 2.4)
          rating: 4,
          feedback: 'Fresh and firm.',
          updated_at: row!.updated_at,
          created_at: row!.created_at,
          id: row!.id,
        },
      });
      expectNoSecrets(res.text);
      expect(row).toMatchObject({ buyerId: buyer.buyerId, rating: 4, SellerId: product.sellerId, buyer_fullname: res.body.feedback.buyer_fullname });
      expect(await averageOf(product.productId)).toBe(4);

      const listed = await h.request('GET', `/api/getProductFeedbacks/${product.productId}`);
      expect(listed.body.feedbacks.data[0].buyer).toEqual({ id: buyer.buyerId, name: res.body.feedback.buyer_fullname, profile_image: null });
    });

    test('the stored average is rounded to one decimal over all reviews', async () => {
      await insertReview(h.deps, { productId: product.productId, buyerId: 'AGB30000001', rating: 5 });
      await insertReview(h.deps, { productId: product.productId, buyerId: 'AGB30000002', rating: 4 });
      await insertOrderRow(h.deps, { buyerId: buyer.buyerId, productId: product.productId, status: 'shipped' });
      expect((await submit({ productId: product.productId, rating: 4 })).status).toBe(201);
      expect(await averageOf(product.productId)).toBe(4.3);
      const details = await h.request('GET', `/api/productDetails/${product.productId}`);
      expect(details.body.data.product.average_rating).toBe('4.3');
    });

    test('company buyers can review what they bought, under the company name', async () => {
      const company = await createCompanyBuyer(h.deps);
      await insertOrderRow(h.deps, { buyerId: company.buyerId, productId: product.productId, status: 'confirmed' });
      const res = await submit({ productId: product.productId, rating: 5 }, company.token);
      expect(res.status).toBe(201);
      expect(res.body.feedback).toMatchObject({ buyerId: company.buyerId, buyer_fullname: expect.stringMatching(/^Harvest Foods \d+ Ltd$/), feedback: null });
    });

    test('no purchase, or only unpaid or cancelled orders, or someone else\'s order: 403', async () => {
      const other = await createBuyer(h.deps);
      await insertOrderRow(h.deps, { buyerId: other.buyerId, productId: product.productId });
      await insertOrderRow(h.deps, { buyerId: buyer.buyerId, productId: product.productId, status: 'cancelled' });
      await insertOrderRow(h.deps, { buyerId: buyer.buyerId, productId: product.productId, status: 'placed' });
      const res = await submit({ productId: product.productId, rating: 5 });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'You can only provide feedback for products you have purchased.' });
      expect(await feedbackRows()).toEqual([]);
      expect(await averageOf(product.productId)).toBe(0);
    });

    test('a second review of the same product is 400 and changes nothing', async () => {
      await insertOrderRow(h.deps, { buyerId: buyer.buyerId, productId: product.productId });
      expect((await submit({ productId: product.productId, rating: 5 })).status).toBe(201);
      const res = await submit({ productId: product.productId, rating: 1, feedback: 'Changed my mind' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'You have already submitted feedback for this product.' });
      const rows = await feedbackRows();
      expect(rows.map((r) => r.rating)).toEqual([5]);
      expect(await averageOf(product.productId)).toBe(5);
    });

    test('an unknown product is 404', async () => {
      const res = await submit({ productId: 'AGP000001', rating: 5 });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Product not found.' });
    });

    test.each([
      ['nothing', {}, 'The product id field is required. (and 1 more error)', { productId: ['The product id field is required.'], rating: ['The rating field is required.'] }],
      ['rating above 5', { productId: 'x', rating: 6 }, 'The rating field must not be greater than 5.', { rating: ['The rating field must not be greater than 5.'] }],
      ['rating below 1', { productId: 'x', rating: 0 }, 'The rating field must be at least 1.', { rating: ['The rating field must be at least 1.'] }],
      ['fractional rating', { productId: 'x', rating: 4.5 }, 'The rating field must be an integer.', { rating: ['The rating field must be an integer.'] }],
      ['rating as a word', { productId: 'x', rating: 'five' }, 'The rating field must be an integer.', { rating: ['The rating field must be an integer.'] }],
      [
        'feedback over 500 characters',
        { productId: 'x', rating: 3, feedback: 'y'.repeat(501) },
        'The feedback field must not be greater than 500 characters.',
        { feedback: ['The feedback field must not be greater than 500 characters.'] },
      ],
    ])('%s: 422 in Laravel\'s shape, nothing written', async (_label, json, message, errors) => {
      await insertOrderRow(h.deps, { buyerId: buyer.buyerId, productId: product.productId });
      const res = await submit(json);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ message, errors });
      expect(await feedbackRows()).toEqual([]);
    });

    test('a rating sent as a numeric string is accepted', async () => {
      await insertOrderRow(h.deps, { buyerId: buyer.buyerId, productId: product.productId });
      const res = await submit({ productId: product.productId, rating: '3' });
      expect(res.status).toBe(201);
      expect((await feedbackRows())[0]!.rating).toBe(3);
    });

    test('without a token: 401', async () => {
      const res = await h.request('POST', '/api/submitProductFeedback', { json: { productId: product.productId, rating: 5 } });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Unauthenticated.' });
    });

    test('malformed JSON is 400', async () => {
      const res = await h.request('POST', '/api/submitProductFeedback', {
        token: buyer.token,
        body: '{"productId":',
        headers: { 'Content-Type': 'application/json' },
      });
      expect(res.status).toBe(400);
      expect(await feedbackRows()).toEqual([]);
    });
  });
});
