'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api';
import { mutationKeys, queryKeys } from './query-keys';
import { readUnlessChanging } from './reread';
import { wishlistQuery } from './wishlist-query';

const cartQuantityQuery = queryOptions({
  queryKey: queryKeys.cartQuantity,
  queryFn: (context) => readUnlessChanging(context, mutationKeys.cart, () => apiFetch<{ totalQuantity: number }>('/api/cart/quantity')),
  refetchOnReconnect: 'always',
});

/**
 * The header's cart count and wishlist dot. Cart and wishlist changes move them at once
 * (lib/client/cart.ts, wishlist.ts) and they are read again when the change settles.
 */
export function useCartQuantity(enabled: boolean) {
  return useQuery({ ...cartQuantityQuery, enabled });
}

export function useWishlistCount(enabled: boolean) {
  return useQuery({ ...wishlistQuery, enabled, select: (items) => items.length });
}
