/**
 * Spec section 8 gives some flows a text of their own for a failure the provider does not explain
 * (a refusal without a message, an HTML error page): review submission 'Server error. Please try
 * again later.', ticket creation 'Submission failed. Please try again.', a cart update 'Network
 * error'. The provider's own message still wins, and our explanations (provider down) stay ours.
 */
import { NextRequest } from 'next/server';
import { PATCH as changeCartLine, DELETE as removeCartLine } from '@/app/api/cart/[cartId]/route';
import { POST as submitReview } from '@/app/api/reviews/route';
import { POST as createTicket } from '@/app/api/tickets/route';
import { POST as addToWishlist } from '@/app/api/wishlist/route';
import { CART_UPDATE_FAILED } from '@/lib/shopping/messages';
import { REJECTED_FALLBACK_MESSAGE, UNAVAILABLE_MESSAGE } from '@/lib/provider/errors';
import { routesSignedInAs } from '@/lib/testing/route-session';
import { sameOriginRequest } from '@/lib/testing/same-origin-request';

jest.mock('@/lib/session/session', () => ({
  ...jest.requireActual<object>('@/lib/session/session'),
  getSession: jest.fn(),
}));

routesSignedInAs();

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

interface Flow {
  name: string;
  handler: Handler;
  method: string;
  path: string;
  params?: Record<string, string>;
  body?: object;
}

const FLOWS = {
  review: {
    name: 'a review',
    handler: submitReview,
    method: 'POST',
    path: '/api/reviews',
    body: { productId: '12', rating: 4, feedback: 'Fresh and well packed.' },
  },
  ticket: {
    name: 'a new ticket',
    handler: createTicket,
    method: 'POST',
    path: '/api/tickets',
    body: { subject: 'Late delivery', category: 'order', priority: 'high', description: 'My yams have not arrived yet.' },
  },
  cartChange: { name: 'a cart quantity change', handler: changeCartLine, method: 'PATCH', path: '/api/cart/5', params: { cartId: '5' }, body: { quantity: 2 } },
  cartRemoval: { name: 'a cart line removal', handler: removeCartLine, method: 'DELETE', path: '/api/cart/5', params: { cartId: '5' } },
  wishlist: { name: 'a wishlist addition', handler: addToWishlist, method: 'POST', path: '/api/wishlist', body: { productId: '12' } },
} satisfies Record<string, Flow>;

/** Calls the flow's route with the provider answering `provider`; the route's status and message. */
async function failWith(flow: Flow, provider: () => Promise<Response>) {
  const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(provider);
  try {
    const response = await flow.handler(
      sameOriginRequest(flow.path, { method: flow.method, ...(flow.body ? { body: flow.body } : {}) }),
      { params: Promise.resolve(flow.params ?? {}) },
    );
    expect(fetchSpy).toHaveBeenCalled();
    const body = (await response.json()) as { message: string };
    return { status: response.status, message: body.message };
  } finally {
    fetchSpy.mockRestore();
  }
}

const withoutMessage = async () => Response.json({ status: false }, { status: 500 });
const htmlPage = async () => new Response('<!DOCTYPE html><title>Server Error</title>', { status: 500, headers: { 'content-type': 'text/html' } });
const unreadable = async () => new Response('<html>ok</html>', { status: 200, headers: { 'content-type': 'text/html' } });

describe.each([
  { flow: FLOWS.review, specText: 'Server error. Please try again later.' },
  { flow: FLOWS.ticket, specText: 'Submission failed. Please try again.' },
  { flow: FLOWS.cartChange, specText: CART_UPDATE_FAILED },
  { flow: FLOWS.cartRemoval, specText: CART_UPDATE_FAILED },
])('$flow.name', ({ flow, specText }) => {
  it("shows the spec's text when the provider refuses without a message", async () => {
    expect(await failWith(flow, withoutMessage)).toEqual({ status: 500, message: specText });
  });

  it("shows the spec's text for an HTML error page", async () => {
    expect(await failWith(flow, htmlPage)).toEqual({ status: 500, message: specText });
  });

  it("shows the spec's text for a success it cannot read", async () => {
    expect(await failWith(flow, unreadable)).toEqual({ status: 502, message: specText });
  });

  it("shows the provider's own message when it gives one", async () => {
    const refusal = async () => Response.json({ status: false, message: 'Quantity exceeds available stock' }, { status: 422 });
    expect(await failWith(flow, refusal)).toEqual({ status: 422, message: 'Quantity exceeds available stock' });
  });

  it('says the service is unavailable when it cannot be reached', async () => {
    const down = async () => Promise.reject(new TypeError('fetch failed'));
    expect(await failWith(flow, down)).toEqual({ status: 503, message: UNAVAILABLE_MESSAGE });
  });
});

test('a flow without a text of its own keeps the general one', async () => {
  expect(await failWith(FLOWS.wishlist, withoutMessage)).toEqual({ status: 500, message: REJECTED_FALLBACK_MESSAGE });
});
