'use client';

import dynamic from 'next/dynamic';
import { importWhenOnline } from '@/lib/client/import-when-online';
import { useSessionKind } from '@/lib/client/session-kind';
import type { BuyBoxProps } from './BuyBoxForSession';
import { BuyBoxLoginLink } from './BuyBoxLoginLink';
import { buyBoxPlaceholder } from './BuyBoxPlaceholder';

// Drawn in the browser, after the page: what it shows depends on the session, and a buyer's
// controls come with the query library that catalogue pages otherwise do without.
const BuyBoxForSession = dynamic(() => importWhenOnline(() => import('@/components/session/session-parts')).then((parts) => parts.BuyBoxForSession), {
  ssr: false,
  loading: () => buyBoxPlaceholder,
});

/** The buying controls' place on the (cached, cookie-free) product page: the session is asked for from the browser. */
export function BuyBox(props: BuyBoxProps) {
  const session = useSessionKind();
  if (session.kind === 'pending') return buyBoxPlaceholder;
  if (session.kind === 'visitor') return <BuyBoxLoginLink productPath={props.productPath} inStock={props.product.stock > 0} />;
  return <BuyBoxForSession {...props} session={session.session} />;
}
