/**
 * No route handler reads more of a request body than JSON_BODY_MAX_BYTES, whatever the client says
 * its length is, and a visitor's body is not read at all: a client cannot make the server hold
 * megabytes per request (a 100 MB body used to be read whole, then refused or even accepted).
 */
import { NextRequest } from 'next/server';
import { API_MESSAGES } from '@/lib/api/messages';
import { JSON_BODY_MAX_BYTES } from '@/lib/api/body-limit';
import { getSession } from '@/lib/session/session';
import { routeHandlers } from '@/lib/testing/route-handlers';
import { routesSignedInAs } from '@/lib/testing/route-session';

jest.mock('@/lib/session/session', () => ({
  ...jest.requireActual<object>('@/lib/session/session'),
  getSession: jest.fn(),
}));

const handlers = routeHandlers(__dirname, ['POST', 'PUT', 'PATCH', 'DELETE']);
/** What these send the provider is all in the path or the session: a body is not read at all. */
const TAKE_NO_BODY = new Set(['POST /api/auth/logout', 'DELETE /api/cart/x1', 'DELETE /api/profile/picture', 'DELETE /api/wishlist/x1']);
const CHUNK = 16 * 1024;
const OFFERED = 1024 * 1024;

/** A same-origin request whose body is `bytes` of a JSON string, streamed in chunks that are counted as they are read. */
function streamedRequest(pathname: string, method: string, bytes: number, headers: Record<string, string> = {}) {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= bytes) return controller.close();
      const size = Math.min(CHUNK, bytes - pulled);
      const chunk = new Uint8Array(size).fill(0x61); // 'a'
      if (pulled === 0) chunk[0] = 0x22; // '"'
      if (pulled + size >= bytes) chunk[size - 1] = 0x22;
      pulled += size;
      controller.enqueue(chunk);
    },
    // Nothing is made ahead of a read: `pulled` is what the handler asked for.
  }, { highWaterMark: 0 });
  return { request: streamRequest(pathname, method, body, headers), pulled: () => pulled };
}

/** A same-origin JSON request whose body is `body`, read as the handler asks for it. */
function streamRequest(pathname: string, method: string, body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  return new NextRequest(`http://localhost:3000${pathname}`, {
    method,
    headers: { host: 'localhost:3000', origin: 'http://localhost:3000', 'content-type': 'application/json', ...headers },
    body,
    duplex: 'half',
  } as ConstructorParameters<typeof NextRequest>[1]);
}

test('the mutating handlers are found (the list below cannot be silently empty)', () => {
  expect(handlers.length).toBeGreaterThanOrEqual(21);
});

describe('signed in', () => {
  routesSignedInAs();

  test.each(handlers.map((h) => [`${h.method} ${h.pathname}`, h] as const))(
    '%s reads no more than the limit of a 1 MB body sent without a length, and refuses it',
    async (label, h) => {
      const providerCalls = jest.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ message: 'Done.', data: {} }));
      try {
        const { request, pulled } = streamedRequest(h.pathname, h.method, OFFERED);
        const response = await h.handler(request, { params: Promise.resolve(h.params) });
        expect(pulled()).toBeLessThanOrEqual(JSON_BODY_MAX_BYTES + CHUNK);
        if (TAKE_NO_BODY.has(label)) {
          expect(pulled()).toBe(0);
        } else if (label === 'POST /api/profile/picture') {
          // An upload must say its length first (its own limit is checked on that).
          expect(pulled()).toBe(0);
          expect(response.status).toBe(411);
          expect(providerCalls).not.toHaveBeenCalled();
        } else {
          // Read, not handed on unread (the provider, mocked here, would not read it either).
          expect(pulled()).toBeGreaterThan(0);
          expect(response.status).toBe(413);
          expect(await response.json()).toEqual({ message: API_MESSAGES.bodyTooLarge });
          expect(providerCalls).not.toHaveBeenCalled();
        }
      } finally {
        providerCalls.mockRestore();
      }
    },
  );

  test('the handlers that take no body are the ones named above', () => {
    const bodyless = handlers.map((h) => `${h.method} ${h.pathname}`).filter((label) => TAKE_NO_BODY.has(label));
    expect(bodyless.sort()).toEqual([...TAKE_NO_BODY].sort());
  });

  test('a declared length over the limit is refused before a byte is read', async () => {
    const login = handlers.find((h) => h.method === 'POST' && h.pathname === '/api/auth/login')!;
    const { request, pulled } = streamedRequest(login.pathname, login.method, OFFERED, { 'content-length': String(OFFERED) });
    const response = await login.handler(request, { params: Promise.resolve({}) });
    expect(response.status).toBe(413);
    expect(pulled()).toBe(0);
  });

  test('an upload the client breaks off is a bad request, not a server failure', async () => {
    const login = handlers.find((h) => h.method === 'POST' && h.pathname === '/api/auth/login')!;
    let sent = false;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (sent) return controller.error(new Error('aborted'));
          sent = true;
          controller.enqueue(new TextEncoder().encode('{"email":"ada@exa'));
        },
      },
      { highWaterMark: 0 },
    );
    const response = await login.handler(streamRequest(login.pathname, login.method, body), { params: Promise.resolve({}) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: API_MESSAGES.invalidJson });
  });

  test('a body just under the limit is read and judged on its fields', async () => {
    const login = handlers.find((h) => h.method === 'POST' && h.pathname === '/api/auth/login')!;
    const { request, pulled } = streamedRequest(login.pathname, login.method, JSON_BODY_MAX_BYTES - 10);
    const response = await login.handler(request, { params: Promise.resolve({}) });
    expect(pulled()).toBe(JSON_BODY_MAX_BYTES - 10);
    // A JSON string, not the object of fields the form sends.
    expect(response.status).toBe(422);
  });
});

describe('a visitor', () => {
  beforeEach(() => {
    jest.mocked(getSession).mockResolvedValue({ save: jest.fn(), destroy: jest.fn() } as never);
  });

  test('gets 401 from the buyer-only handlers before any of the body is read', async () => {
    const refused = [];
    for (const h of handlers) {
      const { request, pulled } = streamedRequest(h.pathname, h.method, OFFERED);
      const response = await h.handler(request, { params: Promise.resolve(h.params) });
      if (response.status === 401) {
        refused.push(h.pathname);
        expect({ route: `${h.method} ${h.pathname}`, pulled: pulled() }).toEqual({ route: `${h.method} ${h.pathname}`, pulled: 0 });
      }
    }
    // The cart, wishlist, checkout, reviews, tickets and profile calls; the sign-in calls read the body.
    expect(refused).toEqual(expect.arrayContaining(['/api/cart', '/api/checkout', '/api/reviews', '/api/tickets', '/api/profile/billing']));
  });
});
