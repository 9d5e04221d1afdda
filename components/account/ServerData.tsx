'use client';

import { HydrationBoundary, hydrate, useQueryClient, type DehydratedState } from '@tanstack/react-query';
import { createContext, useContext, useState, type ReactNode } from 'react';

const ServerDrawnContext = createContext(false);

/** Whether the screen's data came with the page, so that the server's HTML already shows it. */
export const useServerDrawn = () => useContext(ServerDrawnContext);

interface ServerDataProps {
  state: DehydratedState;
  /** Every query the screen needs is in `state`. */
  complete: boolean;
  children: ReactNode;
}

/**
 * Puts the data read on the server into the tab's query client before the screen renders.
 * HydrationBoundary does so for queries the client does not know yet, but leaves those it knows
 * for an effect; the header may already have started one (its wishlist dot) when the screen
 * hydrates, and the screen's first render must show the data the server drew. So any query still
 * without data takes the server's now; its fetch, if one is on its way, still lands after.
 */
export function ServerData({ state, complete, children }: ServerDataProps) {
  const client = useQueryClient();
  useState(() => hydrate(client, { queries: state.queries.filter((query) => client.getQueryData(query.queryKey) === undefined) }));
  return (
    <HydrationBoundary state={state}>
      <ServerDrawnContext value={complete}>{children}</ServerDrawnContext>
    </HydrationBoundary>
  );
}
