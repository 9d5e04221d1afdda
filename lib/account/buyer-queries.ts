import 'server-only';
import { QueryClient, dehydrate, type DehydratedState, type QueryKey } from '@tanstack/react-query';
import { queryKeys } from '@/lib/client/query-keys';
import { viewCart } from '@/lib/provider/cart';
import { viewWishlist } from '@/lib/provider/wishlist';
import { getSession, signedIn, type SignedInSession } from '@/lib/session/session';

/**
 * How long the page waits for the provider before leaving a query to the browser. It answers in
 * tens of milliseconds when well; past this it is probably failing, and waiting out its timeout
 * here would only delay the browser's own request, which shows why.
 */
export const SERVER_READ_BUDGET_MS = 1500;

/** One of the queries an account screen makes, read on the server: the same data its /api route answers. */
export interface BuyerQuery {
  key: QueryKey;
  /**
   * Must settle within `timeoutMs` (the provider client's time limit does it, and aborts the
   * request): the page waits for nothing longer, and no request is left running for nobody.
   */
  load: (buyer: SignedInSession, timeoutMs: number) => Promise<unknown>;
}

export const buyerQueries = {
  cart: { key: queryKeys.cart, load: (buyer, timeoutMs) => viewCart(buyer.token, timeoutMs) },
  wishlist: { key: queryKeys.wishlist, load: (buyer, timeoutMs) => viewWishlist(buyer.token, timeoutMs) },
} satisfies Record<string, BuyerQuery>;

export interface PrefetchedQueries {
  /** For the browser's query client (HydrationBoundary). */
  state: DehydratedState;
  /** Every query answered: the screen may draw its data in the server's HTML. */
  complete: boolean;
}

/**
 * Reads the signed-in buyer's queries while the page renders, so an account screen opened directly
 * comes with its data instead of asking for it after hydration. A query that fails is left out: the
 * screen asks for it in the browser, which shows the spec's error texts (or ends a revoked session)
 * the way it always has; so is one the provider is slow to answer (past SERVER_READ_BUDGET_MS).
 * Data goes through JSON like the /api answers do, so the browser holds the same shapes whichever
 * way they came.
 */
export async function prefetchBuyerQueries(queries: BuyerQuery[]): Promise<PrefetchedQueries> {
  const client = new QueryClient();
  const buyer = signedIn(await getSession());
  if (buyer) {
    await Promise.all(
      queries.map((query) =>
        client.prefetchQuery({
          queryKey: query.key,
          queryFn: async () => JSON.parse(JSON.stringify(await query.load(buyer, SERVER_READ_BUDGET_MS))) as unknown,
          retry: false,
        }),
      ),
    );
  }
  return { state: dehydrate(client), complete: queries.every((query) => client.getQueryData(query.key) !== undefined) };
}
