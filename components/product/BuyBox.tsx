'use client';

import Link from 'next/link';
import { loginHref } from '@/lib/client/return-path';
import { useSession } from '@/lib/client/session';

/**
 * The buying controls' place on the (cached, cookie-free) product page: the session is asked for
 * from the browser. Visitors get the login link that returns here; buyers' controls come with the
 * shopping flow. Out of stock, there is nothing to buy. The box keeps its height while the
 * session loads, so nothing below it moves.
 */
export function BuyBox({ productPath, inStock }: { productPath: string; inStock: boolean }) {
  const { data: session, isPending } = useSession();
  if (!inStock) return null;
  if (isPending) return <div className="h-12" aria-hidden="true" />;
  if (session?.signedIn) return null;
  return (
    <div className="flex min-h-12 items-center">
      <Link
        href={loginHref(productPath)}
        className="inline-flex items-center rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        Login to Add Product to Cart
      </Link>
    </div>
  );
}
