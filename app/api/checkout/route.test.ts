import { POST as placeOrder } from '@/app/api/checkout/route';
import { timeoutError } from '@/lib/provider/errors';
import { confirmOrder } from '@/lib/provider/orders';
import { CHECKOUT_TIMEOUT } from '@/lib/shopping/messages';
import { routesSignedInAs } from '@/lib/testing/route-session';
import { sameOriginRequest } from '@/lib/testing/same-origin-request';

jest.mock('@/lib/session/session', () => ({
  ...jest.requireActual<object>('@/lib/session/session'),
  getSession: jest.fn(),
}));
jest.mock('@/lib/provider/orders', () => ({ ...jest.requireActual<object>('@/lib/provider/orders'), confirmOrder: jest.fn() }));

routesSignedInAs();

const ORDER = { buyerType: 'individual', firstname: 'Bola', lastname: 'Ade', paymentMethod: 'paystack', address: '4 Market Road', state: 'Enugu', city: 'Nsukka', email: 'bola@example.com', phone: '08031234567' };

async function place() {
  const response = await placeOrder(sameOriginRequest('/api/checkout', { method: 'POST', body: ORDER }), { params: Promise.resolve({}) });
  return { status: response.status, body: (await response.json()) as { message?: string; redirectUrl?: string } };
}

it('says a placing that timed out charged nothing and may be tried again, not "check before trying again"', async () => {
  jest.mocked(confirmOrder).mockRejectedValueOnce(timeoutError(undefined, { change: true }));
  expect(await place()).toEqual({ status: 504, body: { message: CHECKOUT_TIMEOUT } });
});

it('passes the gateway page on when the provider answers', async () => {
  jest.mocked(confirmOrder).mockResolvedValueOnce({ provider: 'paystack', redirectUrl: 'https://checkout.paystack.com/abc' });
  expect(await place()).toMatchObject({ status: 200, body: { redirectUrl: 'https://checkout.paystack.com/abc' } });
});
