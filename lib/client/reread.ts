import { onlineManager, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * The end of an optimistic change (lib/client/cart.ts, wishlist.ts): once the last change of its
 * kind in flight settles, the list is read again, so a slower answer never overwrites a newer
 * change on screen. Returned to `onSettled`, the read keeps the change pending until the screen
 * shows the outcome; offline, the read waits for the connection, and the change does not wait too.
 */
export function rereadWhenLast(queryClient: QueryClient, mutationKey: QueryKey, queryKey: QueryKey): Promise<void> | undefined {
  if (queryClient.isMutating({ mutationKey }) > 1) return undefined;
  const reread = queryClient.invalidateQueries({ queryKey });
  return onlineManager.isOnline() ? reread : undefined;
}
