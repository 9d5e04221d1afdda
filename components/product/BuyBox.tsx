'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { loginHref } from '@/lib/client/return-path';
import { useSession } from '@/lib/client/session';
import { useHydrated } from '@/lib/client/use-hydrated';
import type { BuyableProduct } from './BuyingControls';

/** Holds the controls' 48 px while the session or their code loads, so nothing below moves. */
const placeholder = <div className="h-12" aria-hidden="true" />;

// Only signed-in buyers need the controls (and the cart and toast code behind them): visitors never load it.
const BuyingControls = dynamic(() => import('./BuyingControls').then((module) => module.BuyingControls), {
  ssr: false,
  loading: () => placeholder,
});

/**
 * The buying controls' place on the (cached, cookie-free) product page: the session is asked for
 * from the browser. Visitors get the login link that returns here; signed-in buyers get the
 * quantity, Add to cart and wishlist controls. Out of stock, there is nothing to buy.
 */
export function BuyBox({ productPath, inStock, product }: { productPath: string; inStock: boolean; product: BuyableProduct }) {
  const { data: session, isPending } = useSession();
  // The page may hydrate after the header has already fetched the session: the first render must
  // still match the server's placeholder.
  const hydrated = useHydrated();
  if (!inStock) return null;
  if (!hydrated || isPending) return placeholder;
  if (session?.signedIn) return <BuyingControls product={product} />;
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
