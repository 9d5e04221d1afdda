'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { QueryProvider } from '@/components/providers/QueryProvider';
import { importWhenOnline } from '@/lib/client/import-when-online';
import { loginHref } from '@/lib/client/return-path';
import { useSession } from '@/lib/client/session';
import type { BuyableProduct } from './BuyingControls';
import { buyBoxPlaceholder } from './BuyBoxPlaceholder';

// Only signed-in buyers need the controls (and the cart and toast code behind them): visitors never load it.
const BuyingControls = dynamic(() => importWhenOnline(() => import('./BuyingControls')).then((module) => module.BuyingControls), {
  ssr: false,
  loading: () => buyBoxPlaceholder,
});

export interface BuyBoxProps {
  productPath: string;
  product: BuyableProduct;
}

/**
 * Visitors get the login link that returns to the product (to its wishlist button, when it is sold
 * out); signed-in buyers get the buying controls.
 */
export function BuyBoxForSession(props: BuyBoxProps) {
  return (
    <QueryProvider>
      <SessionBuyBox {...props} />
    </QueryProvider>
  );
}

function SessionBuyBox({ productPath, product }: BuyBoxProps) {
  const { data: session, isPending } = useSession();
  if (isPending) return buyBoxPlaceholder;
  if (session?.signedIn) return <BuyingControls product={product} />;
  return (
    <div className="flex min-h-12 items-center">
      <Link
        href={loginHref(productPath)}
        className="inline-flex items-center rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {product.stock > 0 ? 'Login to Add Product to Cart' : 'Login to Add Product to Wishlist'}
      </Link>
    </div>
  );
}
