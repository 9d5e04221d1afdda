import type { SessionData } from '@/lib/session/session';
import { signedIn } from '@/lib/session/session';

/** What the browser may know about its session: who, never the token. */
export type PublicSession =
  | { signedIn: false }
  | { signedIn: true; userId: string; buyerType: 'individual' | 'company'; name: string };

export function publicSession(data: SessionData): PublicSession {
  const buyer = signedIn(data);
  if (!buyer) return { signedIn: false };
  return { signedIn: true, userId: buyer.userId, buyerType: buyer.buyerType, name: buyer.name };
}
