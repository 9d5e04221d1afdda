import { onlineManager, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * Changes of each kind whose settling is reading their list again. TanStack counts a change as in
 * flight until its onSettled has run, and that is where the read is made: it is not a change the
 * read could have missed.
 */
const settling = new Map<string, number>();

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
  // A list the tab has not read yet is marked too: a page reading it on the server meanwhile may have
  // read it before the change landed (components/account/ServerData.tsx reads it again).
  if (!queryClient.getQueryCache().find({ queryKey, exact: true })) queryClient.getQueryCache().build(queryClient, { queryKey });
  const kind = JSON.stringify(mutationKey);
  settling.set(kind, (settling.get(kind) ?? 0) + 1);
  const reread = queryClient.invalidateQueries({ queryKey }).finally(() => settling.set(kind, (settling.get(kind) ?? 1) - 1));
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

/**
 * A list's read that lands while a change of it is still on its way (a screen opened anew, a count
 * stale on mount) was answered before the change: it would put back what the change took away, and
 * the next step would build on that. The list as the tab shows it stays; the change's settling
 * reads it again (rereadWhenLast).
 */
export async function readUnlessChanging<T>(
  { client, queryKey }: { client: QueryClient; queryKey: QueryKey },
  mutationKey: QueryKey,
  read: () => Promise<T>,
): Promise<T> {
  const answer = await read();
  const shown = client.getQueryData<T>(queryKey);
  const inFlight = client.isMutating({ mutationKey }) - (settling.get(JSON.stringify(mutationKey)) ?? 0);
  return shown !== undefined && inFlight > 0 ? shown : answer;
}
