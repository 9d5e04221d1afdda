'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicSession } from '@/lib/auth/public-session';
import { apiFetch, apiPost } from './api';
import { forgetDrafts } from './drafts';
import { queryKeys } from './query-keys';
import { updateToast } from './toasts';
import { useSingleSubmit } from './use-single-submit';

/** The sign-out request did not get through (offline, a front that refused it): still signed in. */
const SIGN_OUT_FAILED = 'We could not sign you out. Check your connection and try again.';

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
  // One sign-out at a time: a second tap while the first is on its way would only repeat it.
  const signOutOnce = useSingleSubmit();
  return () =>
    signOutOnce((done) => {
      void apiPost('/api/auth/logout').then(
        () => {
          queryClient.removeQueries({ queryKey: queryKeys.buyer });
          queryClient.setQueryData<PublicSession>(queryKeys.session, { signedIn: false });
          // Signing out on purpose leaves nothing typed behind for the next person at this browser.
          forgetDrafts();
          // A full load, not router.push: push followed by router.refresh() (to drop what the router
          // cached while signed in) sometimes left the buyer on the page they were on. A full load lands
          // on /login and leaves nothing of the buyer's in this tab's memory.
          // eslint-disable-next-line @next/next/no-location-assign-relative-destination
          window.location.assign('/login');
        },
        () => {
          // Only our server can end the session (its cookie is httpOnly; our logout route answers every
          // request that reaches it with success). Until it has, the buyer is still signed in at this
          // browser: going on to /login would look signed out while the next person could open the
          // account, and would throw away the buyer's drafts for nothing.
          done();
          updateToast.error(SIGN_OUT_FAILED);
        },
      );
    });
}
