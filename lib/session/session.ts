import 'server-only';
import { getIronSession, type SessionOptions } from 'iron-session';
import { cookies } from 'next/headers';
import { buyerTypeOfUserId, type BuyerType } from '@/lib/domain/buyer';
import { SESSION_COOKIE } from './cookie-name';
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
    cookieName: SESSION_COOKIE,
    ttl: SESSION_DAYS * 24 * 60 * 60,
    cookieOptions: {
      httpOnly: true,
      sameSite: 'lax',
      // SESSION_COOKIE_SECURE=false serves a production build over plain http on a LAN.
      secure: process.env.NODE_ENV === 'production' && process.env.SESSION_COOKIE_SECURE !== 'false',
      path: '/',
    },
  };
}

export async function getSession() {
  return getIronSession<SessionData>(await cookies(), sessionOptions());
}

/** The buyer a session holds, or null for a visitor (spec section 4: a token and an AGB… or AGCB… id). */
export function signedIn(data: SessionData): SignedInSession | null {
  const { token, userId, providerId, buyerType, name } = data;
  if (!token || !userId || !buyerTypeOfUserId(userId) || providerId === undefined || !buyerType) return null;
  return { token, userId, providerId, buyerType, name: name ?? '' };
}
