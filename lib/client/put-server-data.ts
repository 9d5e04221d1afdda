import type { DehydratedState, QueryClient } from '@tanstack/react-query';

/**
 * What hydrate() does for data, but as the tab's own write (setQueryData). The header, hydrated
 * before the page's streamed part, may already be reading the same list: hydrate() would put the
 * server's data under that read, and a change that cancels it (the optimistic remove) would bring
 * back the query as it was when the read began, empty, and the screen would fall back to its
 * skeleton. A write of the tab's own becomes what a cancelled read goes back to. As hydrate(), it
 * keeps a copy newer than the server's, such as an optimistic change, and the tab's copy while a change is on its way;
 * a list changed since the tab read it stays due for a read (lib/client/reread.ts).
 */
export function putServerData(client: QueryClient, state: DehydratedState) {
  for (const { queryKey, state: served } of withoutChanging(client, state).queries) {
    if (served.data === undefined) continue;
    const known = client.getQueryState(queryKey);
    if (!known || known.dataUpdatedAt < served.dataUpdatedAt) client.setQueryData(queryKey, served.data, { updatedAt: served.dataUpdatedAt });
    // A change of the list settled while the page was read, and the screen's own read of it waited for
    // the page: the server may have read the list before the change landed. The screen reads it again.
    if (known?.isInvalidated) void client.invalidateQueries({ queryKey, exact: true, refetchType: 'none' });
  }
}

/**
 * The server's data but what the tab holds already while a change is on its way: the server may have
 * read it before the change landed, though after the tab showed it. The tab's copy shows the change,
 * and the change's settling reads the list again.
 */
export function withoutChanging(client: QueryClient, state: DehydratedState): DehydratedState {
  if (client.isMutating() === 0) return state;
  return { ...state, queries: state.queries.filter(({ queryKey }) => client.getQueryState(queryKey)?.data === undefined) };
}
