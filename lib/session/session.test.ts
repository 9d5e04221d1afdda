import { sealData } from 'iron-session';
import { sessionCookieName } from './cookie-name';
import { sessionSecret } from './secret';

/** The request's cookies, as next/headers would give them to getSession. */
const jar = new Map<string, string>();
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
    set: (name: string, value: string) => void jar.set(name, value),
  }),
}));
jest.mock('server-only', () => ({}));

import { getSession, signedIn } from './session';

const BUYER = { token: '11|token', userId: 'AGB0000001', providerId: 1, buyerType: 'individual' as const, name: 'Bola' };

describe('getSession', () => {
  beforeEach(() => jar.clear());

  it("reads the buyer from the storefront's own seal", async () => {
    jar.set(sessionCookieName(), await sealData(BUYER, { password: sessionSecret() }));
    expect(signedIn(await getSession())).toEqual(BUYER);
  });

  it.each([
    ['a seal of another secret', async () => sealData(BUYER, { password: 'y'.repeat(40) })],
    ['a malformed seal (iron-session throws: wrong mac prefix)', async () => 'a*b*c*d*e*f*g*h~2'],
    ['a malformed seal (iron-session throws: invalid expiration)', async () => 'Fe26.2*1*s*i*e*notanumber*h*m~2'],
  ])('reads %s as a visitor, who can still sign in', async (_, cookie) => {
    jar.set(sessionCookieName(), await cookie());
    const session = await getSession();
    expect(signedIn(session)).toBeNull();
    Object.assign(session, BUYER);
    await session.save();
    expect(signedIn(await getSession())).toEqual(BUYER);
  });
});
