'use client';

import { MutationCache, QueryCache, QueryClient, onlineManager } from '@tanstack/react-query';
import type { PublicSession } from '@/lib/auth/public-session';
import { API_MESSAGES } from '@/lib/api/messages';
import { ApiError, actAsBuyer, actingBuyer } from './api';
import { queryKeys } from './query-keys';
import { leaveNotice } from './leave-notice';
import { loginHref } from './return-path';
import { tellSession } from './session-kind';
import { QUERY_STALE_MS } from './stale-time';
import { isAccountPath } from '@/lib/routing/account-gate';

/** Why the buyer, in the middle of something, finds the sign-in page instead of their screen. */
const SESSION_ENDED = 'Your session has ended. Please sign in again to continue.';

/**
 * A 401 means the session ended (signed out in another tab, or the provider revoked the token):
 * forget the buyer's data at once, and leave an account screen for the login page, which says why
 * and brings the buyer back.
 */
function onSessionEnded(queryClient: QueryClient, error: unknown) {
  if (!(error instanceof ApiError && error.status === 401)) return;
  queryClient.removeQueries({ queryKey: queryKeys.buyer });
  queryClient.setQueryData(queryKeys.session, { signedIn: false });
  const { pathname, search } = window.location;
  if (!isAccountPath(pathname)) return;
  leaveNotice('/login', SESSION_ENDED, 'info');
  window.location.assign(loginHref(`${pathname}${search}`));
}

/**
 * The session the tab knows of, each time it is read or set. The first buyer it names is the one
 * the page acts for (api.ts); a later one that is someone else (signed in again in another tab) finds
 * the page holding the first buyer's lists and forms, so it is loaded anew, for the buyer signed in.
 * Drafts are kept per buyer: what was typed for the first is theirs again once they sign back in.
 */
function followSession(session: PublicSession | undefined) {
  if (!session?.signedIn) return;
  const acting = actingBuyer();
  if (acting === null) actAsBuyer(session.userId);
  else if (acting !== session.userId) window.location.reload();
}

/** A call refused as made for another buyer than the session's: the session is read again, which reloads the page. */
function onOtherBuyer(queryClient: QueryClient, error: unknown) {
  if (error instanceof ApiError && error.status === 409 && error.message === API_MESSAGES.otherBuyer) {
    void queryClient.invalidateQueries({ queryKey: queryKeys.session });
  }
}

function onCallFailed(queryClient: QueryClient, error: unknown) {
  onSessionEnded(queryClient, error);
  onOtherBuyer(queryClient, error);
}

function makeQueryClient() {
  // The online manager assumes "online" until an offline event arrives; a page opened offline
  // must hold its queries (spec section 4: offline loads make no request) until the browser is back.
  if (typeof window !== 'undefined') onlineManager.setOnline(navigator.onLine);
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => onCallFailed(queryClient, error) }),
    mutationCache: new MutationCache({ onError: (error) => onCallFailed(queryClient, error) }),
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_MS,
        // A 4xx will not fix itself on retry; a dropped connection might. A provider timeout (504)
        // already kept the buyer waiting 8 s: two more tries would make it half a minute.
        retry: (failures, error) =>
          failures < 2 && !(error instanceof ApiError && ((error.status >= 400 && error.status < 500) || error.status === 504)),
      },
      // A change asked for offline fails at once with the screen's network message, instead of
      // pausing (TanStack's default), busy and unexplained, to go out by itself on reconnect.
      mutations: { networkMode: 'always' },
    },
  });
  if (typeof window !== 'undefined') {
    queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success' && event.query.queryKey[0] === queryKeys.session[0]) {
        const session = event.query.state.data as PublicSession | undefined;
        followSession(session);
        if (session) tellSession(session);
      }
    });
  }
  return queryClient;
}

let browserQueryClient: QueryClient | undefined;

/**
 * The tab's one query client, shared by every part of the page that reads the buyer's data (the
 * header's badges, the product page's buying controls, an account screen), though each mounts its
 * own provider: a cart change made in one shows in the others. On the server each render gets its
 * own, so no buyer's data outlives the request.
 */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return makeQueryClient();
  browserQueryClient ??= makeQueryClient();
  return browserQueryClient;
}
