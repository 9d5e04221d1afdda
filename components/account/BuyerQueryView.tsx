'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { useSession } from '@/lib/client/session';
import { useHydrated } from '@/lib/client/use-hydrated';
import { useLoadFailure } from '@/lib/client/use-load-failure';
import { useOnline } from '@/lib/client/use-online';
import { useServerDrawn } from '@/lib/client/server-data';
import { OFFLINE_MESSAGE } from '@/components/table/empty-messages';
import { LoadProblem } from './LoadProblem';
import { SignInNeeded } from './SignInNeeded';

const note = 'rounded-md border px-4 py-3';

interface BuyerQueryViewProps<T> {
  query: UseQueryResult<T>;
  /** What the list is, for the failure text: "your cart". */
  what: string;
  skeleton: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * A signed-in list in every state: a skeleton while it loads; offline, a note instead of an endless
 * spinner (TanStack Query holds the request and reloads on reconnect); a failure with a retry; a
 * session that has ended, a way to sign in again. Data already shown stays when the connection drops.
 * Data that came with the page (BuyerData) is drawn in its HTML, its controls disabled until they work.
 */
export function BuyerQueryView<T>({ query, what, skeleton, children }: BuyerQueryViewProps<T>) {
  const online = useOnline();
  const { data: session } = useSession();
  // The page may hydrate after the header has fetched the session or the wishlist (its dot): unless
  // the server drew the data, the first render must still match the server's skeleton.
  const hydrated = useHydrated();
  const serverDrawn = useServerDrawn();
  // Kept through Try again, so its button keeps the focus and shows that it is trying.
  const failure = useLoadFailure(query);

  if (!hydrated && !serverDrawn) return skeleton;
  if (session?.signedIn === false) return <SignInNeeded action={`to see ${what}`} />;
  const offlineNote = (
    <p role="status" className={`${note} mb-4 border-harvest-400 bg-amber-50 text-stone-900`}>
      {OFFLINE_MESSAGE}
    </p>
  );
  if (query.data !== undefined) {
    return (
      <>
        {!online && offlineNote}
        <fieldset disabled={!hydrated} role="none" className="min-w-0">
          {children(query.data)}
        </fieldset>
      </>
    );
  }
  if (!online) return offlineNote;
  if (failure) {
    return <LoadProblem message={`We could not load ${what}. ${failure.message}`} onRetry={() => void query.refetch()} busy={query.isFetching} />;
  }
  return skeleton;
}

/** An empty list: the spec's words and a way back to the shop. */
export function EmptyList({ text }: { text: string }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed border-stone-300 px-4 py-12 text-center">
      <p className="text-lg font-semibold text-stone-800">{text}</p>
      <Link href="/allproduct" className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
        Continue shopping
      </Link>
    </div>
  );
}
