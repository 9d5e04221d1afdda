'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { getQueryClient } from '@/lib/client/query-client';

/**
 * Gives its children the tab's query client. Only what shows a buyer's data mounts one (the
 * account and sign-in layouts, the header's and product page's session parts), so catalogue pages
 * do not load the query library before they are drawn and visitors' pages need it only for the
 * session check.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(getQueryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
