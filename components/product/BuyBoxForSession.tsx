'use client';

import dynamic from 'next/dynamic';
import { QueryProvider } from '@/components/providers/QueryProvider';
import type { PublicSession } from '@/lib/auth/public-session';
import { importWhenOnline } from '@/lib/client/import-when-online';
import { useSession } from '@/lib/client/session';
import type { BuyableProduct } from './BuyingControls';
import { BuyBoxLoginLink } from './BuyBoxLoginLink';
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
 * Visitors get the login link; signed-in buyers get the buying controls. `session`, when BuyBox has
 * read it already, saves reading it again.
 */
export function BuyBoxForSession({ session, ...props }: BuyBoxProps & { session?: PublicSession }) {
  return (
    <QueryProvider session={session}>
      <SessionBuyBox {...props} />
    </QueryProvider>
  );
}

function SessionBuyBox({ productPath, product }: BuyBoxProps) {
  const { data: session, isPending } = useSession();
  if (isPending) return buyBoxPlaceholder;
  if (session?.signedIn) return <BuyingControls product={product} />;
  return <BuyBoxLoginLink productPath={productPath} inStock={product.stock > 0} />;
}
