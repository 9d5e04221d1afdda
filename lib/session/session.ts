import 'server-only';
import { getIronSession, type SessionOptions } from 'iron-session';
import { cookies } from 'next/headers';
import { buyerTypeOfUserId, type BuyerType } from '@/lib/domain/buyer';
import { sessionCookieName, sessionCookieSecure } from './cookie-name';
import { sessionSecret } from './secret';

/** What the storefront remembers about a signed-in buyer. Only the server can read it. */
export interface SessionData {
  token?: string;
  /** The provider's buyer id, `AGB…` or `AGCB…`. */
  userId?: string;
  /** The provider's numeric row id (the spec's session `id`). */
  providerId?: number;
  buyerType?: BuyerType;
  name?: string;
}

export interface SignedInSession {
  token: string;
  userId: string;
  providerId: number;
  buyerType: BuyerType;
  name: string;
}

const SESSION_DAYS = 30;

function sessionOptions(): SessionOptions {
  return {
    password: sessionSecret(),
    cookieName: sessionCookieName(),
    ttl: SESSION_DAYS * 24 * 60 * 60,
    cookieOptions: {
      httpOnly: true,
      sameSite: 'lax',
      secure: sessionCookieSecure(),
      path: '/',
    },
  };
}

type CookieStore = Awaited<ReturnType<typeof cookies>>;

/** The request's cookies with the session's left out: what a visitor's request would hold. */
const withoutSessionCookie = (store: CookieStore): CookieStore =>
  new Proxy(store, {
    get: (target, key) => {
      if (key === 'get') return (name: string) => (name === sessionCookieName() ? undefined : target.get(name));
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });

/**
 * The request's session. A seal made with another secret or past its time already reads as no
 * session; so does a cookie that is no seal at all, on which iron-session throws (a malformed one, a
 * sibling subdomain's): otherwise every route, signing in and out included, would answer 500.
 */
export async function getSession() {
  const store = await cookies();
  try {
    return await getIronSession<SessionData>(store, sessionOptions());
  } catch {
    return getIronSession<SessionData>(withoutSessionCookie(store), sessionOptions());
  }
}

/** The buyer a session holds, or null for a visitor (spec section 4: a token and an AGB… or AGCB… id). */
export function signedIn(data: SessionData): SignedInSession | null {
  const { token, userId, providerId, buyerType, name } = data;
  if (!token || !userId || !buyerTypeOfUserId(userId) || providerId === undefined || !buyerType) return null;
  return { token, userId, providerId, buyerType, name: name ?? '' };
}
