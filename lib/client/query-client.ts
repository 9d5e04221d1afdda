'use client';

import { MutationCache, QueryCache, QueryClient, onlineManager } from '@tanstack/react-query';
import { ApiError } from './api';
import { queryKeys } from './query-keys';
import { loginHref } from './return-path';
import { QUERY_STALE_MS } from './stale-time';
import { isAccountPath } from '@/lib/routing/account-gate';

/**
 * A 401 means the session ended (signed out in another tab, or the provider revoked the token):
 * forget the buyer's data at once, and leave an account screen for the login page, which brings
 * the buyer back.
 */
function onSessionEnded(queryClient: QueryClient, error: unknown) {
  if (!(error instanceof ApiError && error.status === 401)) return;
  queryClient.removeQueries({ queryKey: queryKeys.buyer });
  queryClient.setQueryData(queryKeys.session, { signedIn: false });
  const { pathname, search } = window.location;
  if (isAccountPath(pathname)) window.location.assign(loginHref(`${pathname}${search}`));
}

function makeQueryClient() {
  // The online manager assumes "online" until an offline event arrives; a page opened offline
  // must hold its queries (spec section 4: offline loads make no request) until the browser is back.
  if (typeof window !== 'undefined') onlineManager.setOnline(navigator.onLine);
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => onSessionEnded(queryClient, error) }),
    mutationCache: new MutationCache({ onError: (error) => onSessionEnded(queryClient, error) }),
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
