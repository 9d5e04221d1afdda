/**
 * A page names the buyer it was drawn for (lib/session/page-buyer.ts). Signed in as another buyer in
 * another tab, the session cookie is that buyer's: a save from the first buyer's page must not land
 * on the second's account, nor a list be read into it. Every handler that needs a signed-in buyer
 * refuses such a call before the body is used or the provider asked.
 */
import { NextRequest } from 'next/server';
import { API_MESSAGES } from '@/lib/api/messages';
import { PAGE_BUYER_HEADER } from '@/lib/session/page-buyer';
import { getSession, type SessionData } from '@/lib/session/session';
import { routeHandlers, type FoundHandler } from '@/lib/testing/route-handlers';

jest.mock('@/lib/session/session', () => ({
  ...jest.requireActual<object>('@/lib/session/session'),
  getSession: jest.fn(),
}));

const SIGNED_IN: SessionData = { token: '11|token-of-the-buyer-signed-in-now', userId: 'AGB0000001', providerId: 1, buyerType: 'individual', name: 'Bola' };

/** Handlers for visitors too, which act for no buyer of a page. */
const PUBLIC = /^(GET \/api\/session|GET \/api\/health|GET \/api\/products\/x1\/reviews|POST \/api\/auth\/.*)$/;

const handlers = routeHandlers(__dirname);
const buyerHandlers = handlers.filter((h) => !PUBLIC.test(`${h.method} ${h.pathname}`));

async function call(h: FoundHandler, pageBuyer: string | null, body: object = {}) {
  jest.mocked(getSession).mockResolvedValue({ ...SIGNED_IN, save: jest.fn(), destroy: jest.fn() } as never);
  const providerCalls: string[] = [];
  const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    providerCalls.push(String(input));
    return Response.json({ status: true, message: 'ok', data: [] });
  });
  try {
    const headers: Record<string, string> = { host: 'agromarket.example', origin: 'https://agromarket.example', 'content-type': 'application/json' };
    if (pageBuyer !== null) headers[PAGE_BUYER_HEADER] = pageBuyer;
    const init = h.method === 'GET' ? {} : { body: JSON.stringify(body) };
    const response = await h.handler(new NextRequest(`https://agromarket.example${h.pathname}`, { method: h.method, headers, ...init }), {
      params: Promise.resolve(h.params),
    });
    return { response, providerCalls };
  } finally {
    fetchSpy.mockRestore();
  }
}

beforeAll(() => {
  process.env.PROVIDER_API_URL = 'http://provider.test/api';
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

test('the signed-in handlers are found (the list below cannot be silently empty)', () => {
  expect(buyerHandlers.length).toBeGreaterThanOrEqual(20);
  expect(buyerHandlers.map((h) => `${h.method} ${h.pathname}`)).toEqual(
    expect.arrayContaining(['POST /api/profile/billing', 'POST /api/tickets', 'POST /api/cart', 'GET /api/profile', 'POST /api/checkout']),
  );
});

test.each(buyerHandlers.map((h) => [`${h.method} ${h.pathname}`, h] as const))('%s: a page drawn for another buyer is refused, 409, the provider unasked', async (_, h) => {
  const { response, providerCalls } = await call(h, 'AGCB0000002');
  expect(response.status).toBe(409);
  expect(await response.json()).toEqual({ message: API_MESSAGES.otherBuyer });
  expect(providerCalls).toEqual([]);
});

test.each(['POST /api/profile/billing', 'GET /api/profile', 'GET /api/cart'])('%s: the page of the buyer signed in, or one that names none, goes through', async (label) => {
  const h = buyerHandlers.find((found) => `${found.method} ${found.pathname}` === label)!;
  for (const pageBuyer of [SIGNED_IN.userId!, null]) {
    const { response, providerCalls } = await call(h, pageBuyer, { city: 'Nsukka' });
    expect(response.status).not.toBe(409);
    expect(providerCalls.length).toBeGreaterThan(0);
  }
});
