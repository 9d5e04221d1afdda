/**
 * Spec section 2 tells apart a buyer the provider has no order history for (its 404: 'There are no
 * order history to display') from a history that holds nothing ('There are no records to display'):
 * the order and transaction routes say which with `hasHistory`.
 */
import { NextRequest } from 'next/server';
import { GET as listOrders } from '@/app/api/orders/route';
import { GET as listTransactions } from '@/app/api/transactions/route';
import { routesSignedInAs } from '@/lib/testing/route-session';

jest.mock('@/lib/session/session', () => ({
  ...jest.requireActual<object>('@/lib/session/session'),
  getSession: jest.fn(),
}));

routesSignedInAs();

async function call(route: typeof listOrders, path: string, provider: Response) {
  const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(provider);
  try {
    const response = await route(new NextRequest(`http://localhost:3000${path}`, { headers: { host: 'localhost:3000' } }), { params: Promise.resolve({}) });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  } finally {
    fetchSpy.mockRestore();
  }
}

const noHistory = () => Response.json({ status: false, message: 'No orders found for the authenticated user.' }, { status: 404 });
const emptyHistory = () => Response.json({ status: true, message: 'ok', data: { orders: [] } });

describe.each([
  { name: 'orders', route: listOrders, path: '/api/orders', list: 'lines' },
  { name: 'transactions', route: listTransactions, path: '/api/transactions', list: 'transactions' },
])('$name', ({ route, path, list }) => {
  it('answers no history for the provider’s 404', async () => {
    expect(await call(route, path, noHistory())).toEqual({ status: 200, body: { [list]: [], hasHistory: false } });
  });

  it('answers an empty history for the provider’s empty list', async () => {
    expect(await call(route, path, emptyHistory())).toEqual({ status: 200, body: { [list]: [], hasHistory: true } });
  });
});
