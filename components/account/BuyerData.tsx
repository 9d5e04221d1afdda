import { Suspense, type ReactNode } from 'react';
import { prefetchBuyerQueries, type BuyerQuery } from '@/lib/account/buyer-queries';
import { ServerData } from './ServerData';

async function Prefetched({ queries, children }: { queries: BuyerQuery[]; children: ReactNode }) {
  const { state, complete } = await prefetchBuyerQueries(queries);
  return (
    <ServerData state={state} complete={complete}>
      {children}
    </ServerData>
  );
}

/**
 * An account screen drawn with the buyer's data: no skeleton, then a request and a second render
 * after hydration. The page streams at once with the screen's skeleton (the same screen without
 * data), so a slow provider delays only the screen, never the page around it.
 */
export function BuyerData({ queries, children }: { queries: BuyerQuery[]; children: ReactNode }) {
  return (
    <Suspense fallback={children}>
      <Prefetched queries={queries}>{children}</Prefetched>
    </Suspense>
  );
}
