import type { QueryKey } from '@tanstack/react-query';
import { getSession, type SessionData } from '@/lib/session/session';
import { hangingAnswer, mockProvider, withMockProvider } from '@/lib/provider/__tests__/support/fetch-mock';
import { SERVER_READ_BUDGET_MS, buyerQueries, prefetchBuyerQueries, type BuyerQuery } from './buyer-queries';

jest.mock('@/lib/session/session', () => ({
  ...jest.requireActual<object>('@/lib/session/session'),
  getSession: jest.fn(),
}));

const BUYER: SessionData = { token: '11|token', userId: 'AGB0000001', providerId: 1, buyerType: 'individual', name: 'Bola' };

function signedInAs(data: SessionData) {
  jest.mocked(getSession).mockResolvedValue(data as Awaited<ReturnType<typeof getSession>>);
}

const query = (key: QueryKey, load: BuyerQuery['load']): BuyerQuery => ({ key, load });
const dataOf = (state: Awaited<ReturnType<typeof prefetchBuyerQueries>>['state']) =>
  Object.fromEntries(state.queries.map((entry) => [JSON.stringify(entry.queryKey), entry.state.data]));

withMockProvider();

describe('prefetchBuyerQueries', () => {
  it("reads every query with the session's token and the budget as its time limit, and hands over the data as the /api routes would (through JSON)", async () => {
    signedInAs(BUYER);
    const load = jest.fn(async () => ({ items: [{ name: 'Yam', stock: undefined, price: 4.5 }] }));
    const { state, complete } = await prefetchBuyerQueries([query(['buyer', 'cart'], load), query(['buyer', 'wishlist'], async () => [])]);
    expect(load).toHaveBeenCalledWith(expect.objectContaining({ token: '11|token', userId: 'AGB0000001' }), SERVER_READ_BUDGET_MS);
    expect(complete).toBe(true);
    expect(dataOf(state)).toEqual({ '["buyer","cart"]': { items: [{ name: 'Yam', price: 4.5 }] }, '["buyer","wishlist"]': [] });
    expect(Object.keys((dataOf(state)['["buyer","cart"]'] as { items: object[] }).items[0]!)).toEqual(['name', 'price']);
  });

  it('leaves a query that fails to the browser, and says the screen is not complete', async () => {
    signedInAs(BUYER);
    const { state, complete } = await prefetchBuyerQueries([
      query(['buyer', 'cart'], async () => ({ items: [] })),
      query(['buyer', 'wishlist'], async () => {
        throw new Error('provider down');
      }),
    ]);
    expect(complete).toBe(false);
    expect(Object.keys(dataOf(state))).toEqual(['["buyer","cart"]']);
  });

  it('leaves the cart and the wishlist to the browser when the provider hangs, aborting both requests at the budget', async () => {
    signedInAs(BUYER);
    const requests = mockProvider(hangingAnswer, hangingAnswer);
    const started = Date.now();
    const { state, complete } = await prefetchBuyerQueries([buyerQueries.cart, buyerQueries.wishlist]);
    const waited = Date.now() - started;
    expect(complete).toBe(false);
    expect(state.queries).toEqual([]);
    expect(requests.map((request) => request.url.pathname)).toEqual(['/api/viewCart', '/api/viewWishlist']);
    expect(requests.every((request) => request.init.signal?.aborted)).toBe(true);
    expect(waited).toBeGreaterThanOrEqual(SERVER_READ_BUDGET_MS - 50);
    expect(waited).toBeLessThan(SERVER_READ_BUDGET_MS + 1000);
  });

  it('reads nothing without a signed-in buyer', async () => {
    signedInAs({});
    const load = jest.fn(async () => ({}));
    const { state, complete } = await prefetchBuyerQueries([query(['buyer', 'cart'], load)]);
    expect(load).not.toHaveBeenCalled();
    expect(complete).toBe(false);
    expect(state.queries).toEqual([]);
  });
});
