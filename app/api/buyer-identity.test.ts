/**
 * Every route handler under app/api takes the buyer from the session, never from the request: a
 * signed-in buyer who names another buyer's id in the query, a header or the body still reaches the
 * provider only with their own token and their own id. The real provider trusts the id in some
 * paths (deleteBuyerProfilePicture deletes whoever's picture its path names: provider contract 2.2),
 * so this is the only thing that keeps one buyer's request off another's account.
 */
import { NextRequest } from 'next/server';
import { getSession, type SessionData } from '@/lib/session/session';
import { routeHandlers, type FoundHandler } from '@/lib/testing/route-handlers';

jest.mock('@/lib/session/session', () => ({
  ...jest.requireActual<object>('@/lib/session/session'),
  getSession: jest.fn(),
}));

const OTHER = 'AGB0000999';
const SMUGGLED = { userId: OTHER, buyerId: OTHER, companyBuyerId: OTHER, id: OTHER, user_id: OTHER };

const BUYERS: Record<'individual' | 'company', SessionData> = {
  individual: { token: '11|token-of-the-signed-in-buyer', userId: 'AGB0000001', providerId: 1, buyerType: 'individual', name: 'Bola' },
  company: { token: '12|token-of-the-signed-in-company', userId: 'AGCB0000002', providerId: 2, buyerType: 'company', name: 'Kano Mills' },
};

/** Bodies that pass each route's schema, so the handler goes on to call the provider. */
const SHIPPING = { paymentMethod: 'paystack', address: '4 Market Road', state: 'Enugu', city: 'Nsukka', email: 'bola@example.com', phone: '08031234567' };
const VALID_BODIES: Record<string, Record<'individual' | 'company', object>> = {
  'POST /api/checkout': {
    individual: { buyerType: 'individual', firstname: 'Bola', lastname: 'Ade', ...SHIPPING },
    company: { buyerType: 'company', companyname: 'Kano Mills', ...SHIPPING },
  },
};

const handlers = routeHandlers(__dirname);

interface ProviderCall {
  url: string;
  authorization: string | null;
  body: string;
}

/** Calls the handler as the signed-in `kind` of buyer, with OTHER's id everywhere the request can carry one. */
async function callNamingAnother(h: FoundHandler, kind: 'individual' | 'company', body?: object): Promise<ProviderCall[]> {
  const session = { ...BUYERS[kind], save: jest.fn(), destroy: jest.fn() };
  jest.mocked(getSession).mockResolvedValue(session as never);
  const calls: ProviderCall[] = [];
  const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const headers = new Headers(init?.headers);
    calls.push({ url: String(input), authorization: headers.get('authorization'), body: typeof init?.body === 'string' ? init.body : '' });
    return Response.json({ status: true, message: 'ok' });
  });
  try {
    const url = `https://agromarket.example${h.pathname}?${new URLSearchParams(SMUGGLED)}`;
    const withBody = h.method !== 'GET';
    const request = new NextRequest(url, {
      method: h.method,
      headers: { host: 'agromarket.example', 'content-type': 'application/json', 'x-user-id': OTHER, 'x-buyer-id': OTHER },
      ...(withBody ? { body: JSON.stringify({ ...body, ...SMUGGLED }) } : {}),
    });
    await h.handler(request, { params: Promise.resolve(h.params) });
    return calls;
  } finally {
    fetchSpy.mockRestore();
  }
}

beforeAll(() => {
  process.env.PROVIDER_API_URL = 'http://provider.test/api';
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

test('the handlers are found (the list below cannot be silently empty)', () => {
  expect(handlers.length).toBeGreaterThanOrEqual(30);
  expect(handlers.map((h) => `${h.method} ${h.pathname}`)).toEqual(
    expect.arrayContaining(['GET /api/profile', 'DELETE /api/profile/picture', 'POST /api/checkout', 'GET /api/orders/x1', 'PATCH /api/cart/x1']),
  );
});

describe.each(['individual', 'company'] as const)('a signed-in %s buyer naming another buyer', (kind) => {
  test.each(handlers.map((h) => [`${h.method} ${h.pathname}`, h] as const))('%s: the provider never hears the other id', async (label, h) => {
    const calls = await callNamingAnother(h, kind, VALID_BODIES[label]?.[kind]);
    for (const call of calls) {
      expect(call.url).not.toContain(OTHER);
      expect(call.body).not.toContain(OTHER);
      if (call.authorization !== null) expect(call.authorization).toBe(`Bearer ${BUYERS[kind].token}`);
    }
  });

  // The calls whose path names a buyer: they must name the session's, whatever the request says.
  test.each([
    ['GET /api/profile', '/getBuyerProfile/'],
    ['DELETE /api/profile/picture', '/deleteBuyerProfilePicture/'],
    ['POST /api/checkout', '/confirmOrder/'],
  ])('%s names the signed-in buyer in %s', async (label, providerPath) => {
    const h = handlers.find((found) => `${found.method} ${found.pathname}` === label)!;
    const calls = await callNamingAnother(h, kind, VALID_BODIES[label]?.[kind]);
    expect(calls.map((call) => new URL(call.url).pathname)).toContain(`/api${providerPath}${BUYERS[kind].userId}`);
  });
});
