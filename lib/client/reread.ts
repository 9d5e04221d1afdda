import { onlineManager, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * The end of an optimistic change (lib/client/cart.ts, wishlist.ts): once the last change of its
 * kind in flight settles, the list is read again, so a slower answer never overwrites a newer
 * change on screen. Returned to `onSettled`, the read keeps the change pending until the screen
 * shows the outcome; offline, the read waits for the connection, and the change does not wait too.
 * Nor after the list failed to load: there is no list on screen to correct, and its read, retried,
 * would keep the change busy and its "added" unsaid for seconds.
 */
export function rereadWhenLast(queryClient: QueryClient, mutationKey: QueryKey, queryKey: QueryKey): Promise<void> | undefined {
  if (queryClient.isMutating({ mutationKey }) > 1) return undefined;
  const list = queryClient.getQueryState(queryKey);
  const failedToLoad = list?.status === 'error' && list.data === undefined;
  const reread = queryClient.invalidateQueries({ queryKey });
  return onlineManager.isOnline() && !failedToLoad ? reread : undefined;
}

/**
 * The start of an optimistic change: a read of `queryKey` (and the queries under it) already under
 * way would land on top of the change, so it is cancelled. Not a first read (the header's count or
 * dot just after the page loads): cancelled, it would leave nothing to show until the change
 * settles; it lands instead, and the read after the change corrects it.
 */
export function holdReads(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  return queryClient.cancelQueries({ queryKey, predicate: (query) => query.state.data !== undefined });
}
