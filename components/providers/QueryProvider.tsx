'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { PublicSession } from '@/lib/auth/public-session';
import { getQueryClient } from '@/lib/client/query-client';
import { queryKeys } from '@/lib/client/query-keys';

/**
 * Gives its children the tab's query client. Only what shows a buyer's data mounts one (the
 * account and sign-in layouts, the header's and product page's session parts), so catalogue pages
 * do not load the query library before they are drawn and visitors' pages need it only for the
 * session check. `session`, from a layout rendered per request, saves that check: the buyer's
 * lists are asked for as soon as the page hydrates, not after a round trip to /api/session.
 */
export function QueryProvider({ session, children }: { session?: PublicSession; children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = getQueryClient();
    if (session && client.getQueryData(queryKeys.session) === undefined) client.setQueryData(queryKeys.session, session);
    return client;
  });
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
