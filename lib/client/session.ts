'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import type { PublicSession } from '@/lib/auth/public-session';
import { apiFetch, apiPost } from './api';
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
  const router = useRouter();
  return useCallback(async () => {
    await apiPost('/api/auth/logout').catch(() => undefined);
    queryClient.removeQueries({ queryKey: queryKeys.buyer });
    queryClient.setQueryData<PublicSession>(queryKeys.session, { signedIn: false });
    router.push('/login');
    router.refresh();
  }, [queryClient, router]);
}
