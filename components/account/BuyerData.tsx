import { Suspense, type ReactNode } from 'react';
import { prefetchBuyerQueries, type BuyerQuery } from '@/lib/account/buyer-queries';
import { AwaitingServerData, ServerData } from './ServerData';

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
 * data), so a slow provider delays only the screen, never the page around it. The skeleton asks
 * /api for nothing: after a navigation in the tab it is drawn in the browser, while the server reads.
 */
export function BuyerData({ queries, children }: { queries: BuyerQuery[]; children: ReactNode }) {
  return (
    <Suspense fallback={<AwaitingServerData>{children}</AwaitingServerData>}>
      <Prefetched queries={queries}>{children}</Prefetched>
    </Suspense>
  );
}
