'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { PublicSession } from '@/lib/auth/public-session';
import { getQueryClient } from '@/lib/client/query-client';
import { queryKeys } from '@/lib/client/query-keys';

/**
 * Gives its children the tab's query client. Only what shows a buyer's data mounts one (the
 * account and sign-in layouts, the header's and product page's session parts), so catalogue pages
 * do not load the query library before they are drawn, and a visitor's not at all
 * (lib/client/session-kind.ts). `session`, from a layout rendered per request or a session already
 * read, saves reading it: the buyer's lists are asked for at once, not after a round trip to
 * /api/session.
 */
export function QueryProvider({ session, children }: { session?: PublicSession; children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = getQueryClient();
    if (session && client.getQueryData(queryKeys.session) === undefined) client.setQueryData(queryKeys.session, session);
    return client;
  });
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
