'use client';

import type { ReactNode } from 'react';
import { useSession } from '@/lib/client/session';
import { SignInNeeded } from './SignInNeeded';

/**
 * What only a buyer can use. A session cookie the server no longer opens (another SESSION_SECRET,
 * a cookie from an older build) still gets past the proxy, and the server then reads no buyer: the
 * lists under this would wait for one forever, and a form there would be typed for nothing. With
 * `action`, the buyer is asked to sign in again; without it, nothing is shown.
 */
export function SignedInOnly({ action, children }: { action?: string; children: ReactNode }) {
  const { data: session } = useSession();
  if (session?.signedIn !== false) return children;
  return action ? <SignInNeeded action={action} /> : null;
}
