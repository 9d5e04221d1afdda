/**
 * Every state-changing route handler under app/api refuses a cross-site request before it reads
 * the body or the session. The handlers are found on disk, so a new one is covered the day it lands.
 */
import { NextRequest } from 'next/server';
import { API_MESSAGES } from '@/lib/api/messages';
import { routeHandlers } from '@/lib/testing/route-handlers';

const handlers = routeHandlers(__dirname, ['POST', 'PUT', 'PATCH', 'DELETE']);

const attacks = {
  'an Origin of another site': { origin: 'https://evil.example' },
  'Sec-Fetch-Site: cross-site': { 'sec-fetch-site': 'cross-site' },
  'Sec-Fetch-Site: same-site (a sibling subdomain)': { 'sec-fetch-site': 'same-site', origin: 'https://shop.agromarket.example' },
};

test('the handlers are found (the list below cannot be silently empty)', () => {
  // 7 auth calls, profile 5, cart 3, wishlist 2, tickets 2, checkout, reviews: 21 today.
  expect(handlers.length).toBeGreaterThanOrEqual(21);
  expect(handlers.map((h) => `${h.method} ${h.pathname}`)).toEqual(
    expect.arrayContaining(['POST /api/auth/login', 'POST /api/checkout', 'DELETE /api/cart/x1', 'POST /api/profile/picture']),
  );
});

describe.each(Object.entries(attacks))('a request with %s', (_name, headers) => {
  test.each(handlers.map((h) => [`${h.method} ${h.pathname}`, h] as const))('%s answers 403 and does nothing', async (_label, h) => {
    const request = new NextRequest(`https://agromarket.example${h.pathname}`, {
      method: h.method,
      headers: { ...headers, 'content-type': 'application/json', host: 'agromarket.example' },
      body: JSON.stringify({ quantity: 1 }),
    });
    const providerCalls = jest.spyOn(globalThis, 'fetch');
    const response = await h.handler(request, { params: Promise.resolve(h.params) });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: API_MESSAGES.crossSite });
    expect(providerCalls).not.toHaveBeenCalled();
    providerCalls.mockRestore();
  });
});
