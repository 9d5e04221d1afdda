/**
 * Every route handler under app/api takes the buyer from the session, never from the request: a
 * signed-in buyer who names another buyer's id in the query, a header or the body still reaches the
 * provider only with their own token and their own id. The real provider trusts the id in some
 * paths (deleteBuyerProfilePicture deletes whoever's picture its path names: provider contract 2.2),
 * so this is the only thing that keeps one buyer's request off another's account.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { PHOTO_FIELD } from '@/lib/account/photo';
import { TICKET_CATEGORIES, TICKET_PRIORITIES } from '@/lib/domain/tickets';
import { getSession, type SessionData } from '@/lib/session/session';
import { routeHandlers, type FoundHandler } from '@/lib/testing/route-handlers';

jest.mock('@/lib/session/session', () => ({
  ...jest.requireActual<object>('@/lib/session/session'),
  getSession: jest.fn(),
}));

type Kind = 'individual' | 'company';

const OTHER = 'AGB0000999';
const SMUGGLED = { userId: OTHER, buyerId: OTHER, companyBuyerId: OTHER, id: OTHER, user_id: OTHER };

const BUYERS: Record<Kind, SessionData> = {
  individual: { token: '11|token-of-the-signed-in-buyer', userId: 'AGB0000001', providerId: 1, buyerType: 'individual', name: 'Bola' },
  company: { token: '12|token-of-the-signed-in-company', userId: 'AGCB0000002', providerId: 2, buyerType: 'company', name: 'Kano Mills' },
};

const either = (body: object): Record<Kind, object> => ({ individual: body, company: body });

/** Bodies that pass each route's schema, so the handler goes on to call the provider. */
const SHIPPING = { paymentMethod: 'paystack', address: '4 Market Road', state: 'Enugu', city: 'Nsukka', email: 'bola@example.com', phone: '08031234567' };
const VALID_BODIES: Record<string, Record<Kind, object>> = {
  'POST /api/checkout': {
    individual: { buyerType: 'individual', firstname: 'Bola', lastname: 'Ade', ...SHIPPING },
    company: { buyerType: 'company', companyname: 'Kano Mills', ...SHIPPING },
  },
  'POST /api/cart': either({ productId: 'AGP123456', quantity: 2 }),
  'PATCH /api/cart/x1': either({ quantity: 2 }),
  'POST /api/wishlist': either({ productId: 'AGP123456' }),
  'POST /api/reviews': either({ productId: 'AGP123456', rating: 4, feedback: 'Fresh and well packed.' }),
  'POST /api/tickets': either({ subject: 'Late delivery', category: TICKET_CATEGORIES[0], priority: TICKET_PRIORITIES[0], description: 'My order has not come.' }),
  'POST /api/tickets/x1/replies': either({ message: 'Any news of it?' }),
  'POST /api/profile/password': either({ old_password: 'harvest-1', password: 'harvest-2', confirm_password: 'harvest-2' }),
  'POST /api/profile/account': { individual: { firstname: 'Mallory' }, company: { companyname: 'Mallory Farms' } },
  'POST /api/profile/billing': either({ city: 'Nowhere' }),
  'POST /api/auth/login': either({ type: 'individual', email: 'bola@example.com', password: 'harvest-1' }),
  'POST /api/auth/signup': either({ type: 'individual', fields: { firstname: 'Bola', email: 'bola@example.com' } }),
  'POST /api/auth/verify': either({ type: 'individual', otp: '123456' }),
  'POST /api/auth/resend': either({ type: 'individual', email: 'bola@example.com' }),
  'POST /api/auth/password-reset': either({ type: 'individual', email: 'bola@example.com' }),
  'POST /api/auth/password-reset/confirm': either({ type: 'individual', email: 'bola@example.com', code: '123456', password: 'harvest-2', confirm_password: 'harvest-2' }),
};
/** Their schemas refuse any field they do not name: the other id goes in the query and headers only. */
const STRICT_BODIES = new Set(['POST /api/profile/account', 'POST /api/profile/billing']);
/** The handlers that answer without the provider, whatever they are sent. */
const WITHOUT_PROVIDER = new Set(['GET /api/session', 'GET /api/health']);

const AVATAR = readFileSync(path.join(__dirname, '../../e2e/fixtures/avatar.png'));

/** A picture upload as the browser sends it, with the other id in fields beside the picture. */
async function pictureUpload(): Promise<{ body: ArrayBuffer; type: string }> {
  const form = new FormData();
  form.set(PHOTO_FIELD, new Blob([AVATAR], { type: 'image/png' }), 'me.png');
  for (const [name, value] of Object.entries(SMUGGLED)) form.set(name, value);
  const encoded = new Request('https://agromarket.example/', { method: 'POST', body: form });
  return { body: await encoded.arrayBuffer(), type: encoded.headers.get('content-type')! };
}

const handlers = routeHandlers(__dirname);

/** What a provider call carried as its body, as text (a multipart one decoded). */
async function sentText(body: BodyInit | null | undefined): Promise<string> {
  if (body === undefined || body === null) return '';
  return typeof body === 'string' ? body : new Response(body).text();
}

/** Answers a handler reads before its call that names the buyer (checkout reads the cart first). */
const ANSWERS: Record<string, object> = { '/api/viewCart': { status: true, cart_items: [], total_price: 0 } };

interface ProviderCall {
  url: string;
  authorization: string | null;
  body: string;
}

/** Calls the handler as the signed-in `kind` of buyer, with OTHER's id everywhere the request can carry one. */
async function callNamingAnother(h: FoundHandler, kind: Kind, body?: object): Promise<ProviderCall[]> {
  const session = { ...BUYERS[kind], save: jest.fn(), destroy: jest.fn() };
  jest.mocked(getSession).mockResolvedValue(session as never);
  const calls: ProviderCall[] = [];
  const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const headers = new Headers(init?.headers);
    calls.push({ url: String(input), authorization: headers.get('authorization'), body: await sentText(init?.body) });
    return Response.json(ANSWERS[new URL(String(input)).pathname] ?? { status: true, message: 'ok' });
  });
  try {
    const url = `https://agromarket.example${h.pathname}?${new URLSearchParams(SMUGGLED)}`;
    const label = `${h.method} ${h.pathname}`;
    const headers: Record<string, string> = { host: 'agromarket.example', 'content-type': 'application/json', 'x-user-id': OTHER, 'x-buyer-id': OTHER };
    let sent: BodyInit | undefined;
    if (label === 'POST /api/profile/picture') {
      const upload = await pictureUpload();
      sent = upload.body;
      headers['content-type'] = upload.type;
      headers['content-length'] = String(upload.body.byteLength);
    } else if (h.method !== 'GET') {
      sent = JSON.stringify(STRICT_BODIES.has(label) ? body : { ...body, ...SMUGGLED });
    }
    const request = new NextRequest(url, { method: h.method, headers, ...(sent === undefined ? {} : { body: sent }) });
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
    // A handler that refused its request before calling the provider would prove nothing here.
    if (!WITHOUT_PROVIDER.has(label)) expect(calls.length).toBeGreaterThan(0);
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
    // A save sends the whole record back (the provider blanks what is left out), read first by id.
    ['POST /api/profile/account', '/getBuyerProfile/'],
    ['POST /api/profile/billing', '/getBuyerProfile/'],
  ])('%s names the signed-in buyer in %s', async (label, providerPath) => {
    const h = handlers.find((found) => `${found.method} ${found.pathname}` === label)!;
    const calls = await callNamingAnother(h, kind, VALID_BODIES[label]?.[kind]);
    expect(calls.map((call) => new URL(call.url).pathname)).toContain(`/api${providerPath}${BUYERS[kind].userId}`);
  });
});
