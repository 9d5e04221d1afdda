/**
 * Spec section 4: signed in means a token and a buyer id starting AGB or AGCB. An account the
 * provider signs in under any other id gets no session here; a session cookie holding such an id
 * (from before this rule) counts as a visitor's.
 */
import { POST } from '@/app/api/auth/login/route';
import { NOT_A_BUYER } from '@/lib/domain/buyer';
import { getSession, signedIn, type SessionData } from '@/lib/session/session';
import { sameOriginRequest } from '@/lib/testing/same-origin-request';

jest.mock('@/lib/session/session', () => ({
  ...jest.requireActual<object>('@/lib/session/session'),
  getSession: jest.fn(),
}));

beforeAll(() => {
  process.env.PROVIDER_API_URL = 'http://provider.test/api';
});

/** Signs in as an individual whose account the provider gives `buyerId`; the session and the answer. */
async function logInAs(buyerId: string, { logoutFails = false } = {}) {
  const session = { save: jest.fn(), destroy: jest.fn() } as SessionData & { save: jest.Mock; destroy: jest.Mock };
  jest.mocked(getSession).mockResolvedValue(session as never);
  const calls: { path: string; authorization: string | null }[] = [];
  const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input)).pathname;
    calls.push({ path, authorization: new Headers(init?.headers).get('authorization') });
    if (logoutFails && path.endsWith('/buyerLogout')) return Response.json({}, { status: 500 });
    return Response.json({ message: 'Login successful', token: '7|provider-token', data: { id: 7, buyerId, firstname: 'Ada', email: 'ada@example.com' } });
  });
  try {
    const response = await POST(
      sameOriginRequest('/api/auth/login', { body: { type: 'individual', email: 'ada@example.com', password: 'a-good-password' } }),
      { params: Promise.resolve({}) },
    );
    return { session, response, body: await response.json(), calls };
  } finally {
    fetchSpy.mockRestore();
  }
}

test.each(['AGB12345678', 'AGCB1234'])('an account with the buyer id %s is signed in', async (buyerId) => {
  const { session, response, body } = await logInAs(buyerId);
  expect(response.status).toBe(200);
  expect(session.save).toHaveBeenCalled();
  expect(session.userId).toBe(buyerId);
  expect(body.session).toMatchObject({ signedIn: true, userId: buyerId, buyerType: buyerId.startsWith('AGCB') ? 'company' : 'individual' });
});

test.each(['AGS1234', 'ADMIN1', 'agb12345678', 'XAGB12345678'])('an account with the id %s is refused and stays a visitor', async (buyerId) => {
  const { session, response, body, calls } = await logInAs(buyerId);
  expect(response.status).toBe(403);
  expect(body.message).toBe(NOT_A_BUYER);
  expect(session.save).not.toHaveBeenCalled();
  expect(session.token).toBeUndefined();
  // The token the provider issued is revoked, not left valid with nobody holding it.
  expect(calls.at(-1)).toEqual({ path: '/api/buyerLogout', authorization: 'Bearer 7|provider-token' });
});

test('a refused sign-in stays refused when revoking its token fails', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { session, response, body } = await logInAs('AGS1234', { logoutFails: true });
  expect([response.status, body.message]).toEqual([403, NOT_A_BUYER]);
  expect(session.save).not.toHaveBeenCalled();
  expect(warn).toHaveBeenCalledWith('Could not revoke the token of a refused sign-in:', expect.any(String));
  warn.mockRestore();
});

test('a session holding a token but no buyer id is a visitor', () => {
  const base = { token: '7|t', providerId: 7, buyerType: 'individual' as const, name: 'Ada' };
  expect(signedIn({ ...base, userId: 'AGB12345678' })).not.toBeNull();
  expect(signedIn({ ...base, userId: 'AGCB1234' })).not.toBeNull();
  expect(signedIn({ ...base, userId: 'AGS1234' })).toBeNull();
  expect(signedIn({ ...base, userId: '' })).toBeNull();
});
