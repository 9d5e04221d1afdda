'use client';

import { MutationCache, QueryCache, QueryClient, QueryClientProvider, onlineManager } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useState, type ReactNode } from 'react';
import { ApiError } from '@/lib/client/api';
import { queryKeys } from '@/lib/client/query-keys';
import { loginHref } from '@/lib/client/return-path';
import { isAccountPath } from '@/lib/routing/account-gate';
import { TOASTERS } from '@/lib/client/toaster-ids';

// Toasts only follow something the buyer did, so their code loads after the page, not with it.
const Toaster = dynamic(() => import('sonner').then((sonner) => sonner.Toaster), { ssr: false });

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
        staleTime: 10_000,
        // A 4xx will not fix itself on retry; a dropped connection might. A provider timeout (504)
        // already kept the buyer waiting 8 s: two more tries would make it half a minute.
        retry: (failures, error) =>
          failures < 2 && !(error instanceof ApiError && ((error.status >= 400 && error.status < 500) || error.status === 504)),
      },
    },
  });
  return queryClient;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster id={TOASTERS.cart} position="top-right" richColors closeButton />
      <Toaster id={TOASTERS.updates} position="bottom-center" richColors closeButton />
    </QueryClientProvider>
  );
}
