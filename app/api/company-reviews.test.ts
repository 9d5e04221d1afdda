/**
 * The real provider checks a review's purchase by the caller's individual buyer id, so it refuses
 * every company buyer, even for a product on its paid order (contract 2.9, submitProductFeedback).
 */
import { POST as submitReview } from '@/app/api/reviews/route';
import { REVIEW_FAILURES } from '@/lib/orders/review-failure';
import { orderRow } from '@/lib/provider/__tests__/support/contract-shapes';
import { routesSignedInAs, TEST_BUYER } from '@/lib/testing/route-session';
import { sameOriginRequest } from '@/lib/testing/same-origin-request';

jest.mock('@/lib/session/session', () => ({
  ...jest.requireActual<object>('@/lib/session/session'),
  getSession: jest.fn(),
}));

const NOT_PURCHASED = 'You can only provide feedback for products you have purchased.';
const PRODUCT = 'AGP123456';

/** The review refused with 403; the buyer's orders are `orders` (getOrders' rows). */
async function reviewRefused(orders: object[]) {
  const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    if (new URL(String(input)).pathname === '/api/getOrders') {
      return orders.length ? Response.json({ message: 'Orders fetched.', data: { orders } }) : Response.json({ message: 'No orders found.' }, { status: 404 });
    }
    return Response.json({ message: NOT_PURCHASED }, { status: 403 });
  });
  try {
    const review = { productId: PRODUCT, rating: 5, feedback: 'Firm yams, well packed.' };
    const response = await submitReview(sameOriginRequest('/api/reviews', { body: review }), { params: Promise.resolve({}) });
    return { status: response.status, message: ((await response.json()) as { message: string }).message };
  } finally {
    fetchSpy.mockRestore();
  }
}

describe('a company buyer', () => {
  routesSignedInAs({ ...TEST_BUYER, userId: 'AGCB0000001', buyerType: 'company', name: 'Obi Farms Ltd' });

  it('that bought the product is told the marketplace takes no reviews from company accounts, not that it bought nothing', async () => {
    expect(await reviewRefused([orderRow({ productId: PRODUCT })])).toEqual({ status: 403, message: REVIEW_FAILURES.companyRefused });
  });

  it("that did not (no order of it, or only a cancelled one) keeps the provider's reason", async () => {
    expect(await reviewRefused([])).toEqual({ status: 403, message: NOT_PURCHASED });
    expect(await reviewRefused([orderRow({ productId: 'AGP999999' })])).toEqual({ status: 403, message: NOT_PURCHASED });
    expect(await reviewRefused([orderRow({ productId: PRODUCT, order_status: 'cancelled' })])).toEqual({ status: 403, message: NOT_PURCHASED });
  });
});

describe('an individual buyer', () => {
  routesSignedInAs();

  it("keeps the provider's reason", async () => {
    expect(await reviewRefused([orderRow({ productId: PRODUCT })])).toEqual({ status: 403, message: NOT_PURCHASED });
  });
});
