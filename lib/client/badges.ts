'use client';

import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './api';
import { queryKeys } from './query-keys';

/** The header's cart count and wishlist dot; other screens refresh them by invalidating these keys. */
export function useCartQuantity(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.cartQuantity,
    queryFn: () => apiFetch<{ totalQuantity: number }>('/api/cart/quantity'),
    enabled,
  });
}

export function useWishlistCount(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.wishlist,
    queryFn: () => apiFetch<{ items: unknown[] }>('/api/wishlist'),
    enabled,
    select: (data) => data.items.length,
  });
}
