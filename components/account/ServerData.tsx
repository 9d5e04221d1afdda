'use client';

import { HydrationBoundary, useQueryClient, type DehydratedState } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { putServerData, withoutChanging } from '@/lib/client/put-server-data';
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

/** The screen while its page is still reading the data on the server. */
export function AwaitingServerData({ children }: { children: ReactNode }) {
  return <ServerDataContext value={{ drawn: false, awaited: true }}>{children}</ServerDataContext>;
}
