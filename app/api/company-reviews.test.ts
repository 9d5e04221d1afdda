/**
 * The real provider checks a review's purchase by the caller's individual buyer id, so it refuses
 * every company buyer, even for a product on its paid order (contract 2.9, submitProductFeedback).
 */
import { NextRequest } from 'next/server';
import { POST as submitReview } from '@/app/api/reviews/route';
import { REVIEW_FAILURES } from '@/lib/orders/review-failure';
import { routesSignedInAs, TEST_BUYER } from '@/lib/testing/route-session';

jest.mock('@/lib/session/session', () => ({
  ...jest.requireActual<object>('@/lib/session/session'),
  getSession: jest.fn(),
}));

const NOT_PURCHASED = 'You can only provide feedback for products you have purchased.';

async function reviewRefused() {
  const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ message: NOT_PURCHASED }, { status: 403 }));
  try {
    const response = await submitReview(
      new NextRequest('http://localhost:3000/api/reviews', {
        method: 'POST',
        headers: { host: 'localhost:3000', origin: 'http://localhost:3000', 'content-type': 'application/json' },
        body: JSON.stringify({ productId: 'AGP123456', rating: 5, feedback: 'Firm yams, well packed.' }),
      }),
      { params: Promise.resolve({}) },
    );
    return { status: response.status, message: ((await response.json()) as { message: string }).message };
  } finally {
    fetchSpy.mockRestore();
  }
}

describe('a company buyer', () => {
  routesSignedInAs({ ...TEST_BUYER, userId: 'AGCB0000001', buyerType: 'company', name: 'Obi Farms Ltd' });

  it('is told the marketplace takes no reviews from company accounts, not that it bought nothing', async () => {
    expect(await reviewRefused()).toEqual({ status: 403, message: REVIEW_FAILURES.companyRefused });
  });
});

describe('an individual buyer', () => {
  routesSignedInAs();

  it("keeps the provider's reason", async () => {
    expect(await reviewRefused()).toEqual({ status: 403, message: NOT_PURCHASED });
  });
});
