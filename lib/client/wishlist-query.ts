'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WishlistItem } from '@/lib/domain/wishlist';
import { apiFetch } from './api';
import { useServerDataAwaited } from './server-data';
import { mutationKeys, queryKeys } from './query-keys';
import { readUnlessChanging } from './reread';
import { useBuyer } from './session';

// Apart from the changes (./wishlist.ts), so the header's dot does not load their toast code.

/** One query for the wishlist screen, the product page's toggle and the header's dot. */
export const wishlistQuery = queryOptions({
  queryKey: queryKeys.wishlist,
  queryFn: (context) => readUnlessChanging(context, mutationKeys.wishlist, () => apiFetch<{ items: WishlistItem[] }>('/api/wishlist').then((body) => body.items)),
  // Spec section 4: lists reload when the browser is back online, however fresh they were.
  refetchOnReconnect: 'always',
});

/** Loads only once the session says someone is signed in (spec section 4), and not while the page reads it on the server. */
export function useWishlist() {
  const buyer = useBuyer();
  const awaited = useServerDataAwaited();
  return useQuery({ ...wishlistQuery, enabled: buyer !== null && !awaited });
}
