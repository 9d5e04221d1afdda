'use client';

import { useQuery } from '@tanstack/react-query';
import type { BuyerProfile } from '@/lib/domain/buyer';
import type { Cart } from '@/lib/domain/cart';
import { apiFetch } from './api';
import { useServerDataAwaited } from './server-data';
import { mutationKeys, queryKeys } from './query-keys';
import { readUnlessChanging } from './reread';
import { useBuyer } from './session';

/**
 * The buyer's cart; loads only once the session says someone is signed in (spec section 4), and not
 * while the page is reading it on the server.
 */
export function useCart() {
  const buyer = useBuyer();
  const awaited = useServerDataAwaited();
  return useQuery({
    queryKey: queryKeys.cart,
    queryFn: (context) => readUnlessChanging(context, mutationKeys.cart, () => apiFetch<{ cart: Cart }>('/api/cart').then((body) => body.cart)),
    enabled: buyer !== null && !awaited,
    // Spec section 4: lists reload when the browser is back online, however fresh they were.
    refetchOnReconnect: 'always',
  });
}

export function useProfile() {
  const buyer = useBuyer();
  return useQuery({
    queryKey: queryKeys.profile,
    queryFn: () => apiFetch<{ profile: BuyerProfile }>('/api/profile').then((body) => body.profile),
    enabled: buyer !== null,
  });
}
