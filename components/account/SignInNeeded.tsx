'use client';

import Link from 'next/link';
import { useLoginHref } from '@/lib/client/use-login-href';

/**
 * A session cookie the server no longer accepts gets past the proxy; the buyer signs in again
 * and comes back to this very page, query included (a payment return is not lost).
 */
export function SignInNeeded({ action }: { action: string }) {
  const signIn = useLoginHref();
  return (
    <div className="rounded-lg border border-stone-200 px-4 py-10 text-center">
      <p className="text-stone-800">Your session has ended. Please sign in {action}.</p>
      <Link
        href={signIn}
        className="mt-4 inline-block rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        Sign in
      </Link>
    </div>
  );
}
