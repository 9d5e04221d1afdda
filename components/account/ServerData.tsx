'use client';

import { HydrationBoundary, useQueryClient, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { ServerDataContext } from '@/lib/client/server-data';

interface ServerDataProps {
  state: DehydratedState;
  /** Every query the screen needs is in `state`. */
  complete: boolean;
  children: ReactNode;
}

/**
 * Puts the data read on the server into the tab's query client before the screen renders.
 * HydrationBoundary does so for queries the client does not know yet, but leaves those it knows
 * for an effect. The header has usually read the cart and the wishlist already (its badge and dot):
 * the screen's first render must show what the server drew, not the header's older copy, which
 * past its stale time would also make the screen ask /api for the lists the page has just read.
 * So the server's data replaces any older copy now (putServerData keeps a newer one, such as an
 * optimistic change); observers hear of it after this render, as TanStack Query notifies them
 * asynchronously. HydrationBoundary stays for a later state (router.refresh()).
 */
export function ServerData({ state, complete, children }: ServerDataProps) {
  const client = useQueryClient();
  useState(() => putServerData(client, state));
  // HydrationBoundary too would put a copy read before a change in flight landed over the tab's.
  const later = useMemo(() => withoutChanging(client, state), [client, state]);
  return (
    <HydrationBoundary state={later}>
      <ServerDataContext value={{ drawn: complete, awaited: false }}>{children}</ServerDataContext>
    </HydrationBoundary>
  );
}

/**
 * What hydrate() does for data, but as the tab's own write (setQueryData). The header, hydrated
 * before the page's streamed part, may already be reading the same list: hydrate() would put the
 * server's data under that read, and a change that cancels it (the optimistic remove) would bring
 * back the query as it was when the read began, empty, and the screen would fall back to its
 * skeleton. A write of the tab's own becomes what a cancelled read goes back to. As hydrate(), it
 * keeps a copy newer than the server's, such as an optimistic change, and the tab's copy while a change is on its way.
 */
function putServerData(client: QueryClient, state: DehydratedState) {
  for (const { queryKey, state: served } of withoutChanging(client, state).queries) {
    if (served.data === undefined) continue;
    const known = client.getQueryState(queryKey);
    if (known && known.dataUpdatedAt >= served.dataUpdatedAt) continue;
    client.setQueryData(queryKey, served.data, { updatedAt: served.dataUpdatedAt });
  }
}

/**
 * The server's data but what the tab holds already while a change is on its way: the server may have
 * read it before the change landed, though after the tab showed it. The tab's copy shows the change,
 * and the change's settling reads the list again.
 */
function withoutChanging(client: QueryClient, state: DehydratedState): DehydratedState {
  if (client.isMutating() === 0) return state;
  return { ...state, queries: state.queries.filter(({ queryKey }) => client.getQueryState(queryKey)?.data === undefined) };
}

/** The screen while its page is still reading the data on the server. */
export function AwaitingServerData({ children }: { children: ReactNode }) {
  return <ServerDataContext value={{ drawn: false, awaited: true }}>{children}</ServerDataContext>;
}
