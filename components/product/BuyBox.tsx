'use client';

import dynamic from 'next/dynamic';
import { importWhenOnline } from '@/lib/client/import-when-online';
import type { BuyBoxProps } from './BuyBoxForSession';
import { buyBoxPlaceholder } from './BuyBoxPlaceholder';

// Drawn in the browser, after the page: what it shows depends on the session, and its code brings
// the query library that catalogue pages otherwise do without.
const BuyBoxForSession = dynamic(() => importWhenOnline(() => import('@/components/session/session-parts')).then((parts) => parts.BuyBoxForSession), {
  ssr: false,
  loading: () => buyBoxPlaceholder,
});

/** The buying controls' place on the (cached, cookie-free) product page: the session is asked for from the browser. */
export function BuyBox(props: BuyBoxProps) {
  return <BuyBoxForSession {...props} />;
}
