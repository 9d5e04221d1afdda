import type { QueryKey } from '@tanstack/react-query';
import { getSession, type SessionData } from '@/lib/session/session';
import { SERVER_READ_BUDGET_MS, prefetchBuyerQueries, type BuyerQuery } from './buyer-queries';

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

afterEach(() => jest.useRealTimers());

describe('prefetchBuyerQueries', () => {
  it("reads every query with the session's token and hands over the data as the /api routes would (through JSON)", async () => {
    signedInAs(BUYER);
    const load = jest.fn(async () => ({ items: [{ name: 'Yam', stock: undefined, price: 4.5 }] }));
    const { state, complete } = await prefetchBuyerQueries([query(['buyer', 'cart'], load), query(['buyer', 'wishlist'], async () => [])]);
    expect(load).toHaveBeenCalledWith(expect.objectContaining({ token: '11|token', userId: 'AGB0000001' }));
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

  it('leaves a query the provider is slow to answer to the browser, without waiting for it', async () => {
    signedInAs(BUYER);
    jest.useFakeTimers();
    const never = new Promise<never>(() => {});
    const result = prefetchBuyerQueries([query(['buyer', 'cart'], () => never)]);
    await jest.advanceTimersByTimeAsync(SERVER_READ_BUDGET_MS);
    const { state, complete } = await result;
    expect(complete).toBe(false);
    expect(state.queries).toEqual([]);
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
