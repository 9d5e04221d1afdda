'use client';

import Link from 'next/link';
import { useLoginHref } from '@/lib/client/use-login-href';

/**
 * The header's link for a visitor. Drawn in the browser only (HeaderAccount, the session parts):
 * it reads the page's query (a catalogue page and its sort), which on the server would make a
 * cached page dynamic.
 */
export function LoginSignupLink() {
  return (
    <Link href={useLoginHref()} className="whitespace-nowrap rounded-md px-3 py-2 font-medium text-brand-800 hover:bg-brand-50">
      Login/Sign up
    </Link>
  );
}
