'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useState, type ReactNode } from 'react';
import { ApiError } from '@/lib/client/api';
import { TOASTERS } from '@/lib/client/toaster-ids';

// Toasts only follow something the buyer did, so their code loads after the page, not with it.
const Toaster = dynamic(() => import('sonner').then((sonner) => sonner.Toaster), { ssr: false });

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        // A 4xx will not fix itself on retry; a dropped connection might.
        retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
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
