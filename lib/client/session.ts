'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { PublicSession } from '@/lib/auth/public-session';
import { apiFetch, apiPost } from './api';
import { forgetDrafts } from './drafts';
import { queryKeys } from './query-keys';

export function useSession() {
  return useQuery({
    queryKey: queryKeys.session,
    queryFn: () => apiFetch<PublicSession>('/api/session'),
    staleTime: 60_000,
  });
}

/** The signed-in buyer, or null for visitors and while the session loads. */
export function useBuyer() {
  const { data } = useSession();
  return data?.signedIn ? data : null;
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await apiPost('/api/auth/logout').catch(() => undefined);
    queryClient.removeQueries({ queryKey: queryKeys.buyer });
    queryClient.setQueryData<PublicSession>(queryKeys.session, { signedIn: false });
    // Signing out on purpose leaves nothing typed behind for the next person at this browser.
    forgetDrafts();
    // A full load, not router.push: push followed by router.refresh() (to drop what the router
    // cached while signed in) sometimes left the buyer on the page they were on. A full load lands
    // on /login and leaves nothing of the buyer's in this tab's memory.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign('/login');
  }, [queryClient]);
}
