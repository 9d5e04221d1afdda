'use client';

import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { WishlistItem } from '@/lib/domain/wishlist';
import { apiFetch, apiPost } from './api';
import { withoutWishlistProduct, withWishlistItem } from './optimistic';
import { mutationKeys, queryKeys } from './query-keys';
import { holdReads, rereadWhenLast } from './reread';
import { updateToast } from './toasts';

const WISHLIST_MUTATION = mutationKeys.wishlist;

function editWishlist(queryClient: QueryClient, edit: (items: WishlistItem[] | undefined) => WishlistItem[] | undefined) {
  queryClient.setQueryData<WishlistItem[]>(queryKeys.wishlist, edit);
}

/** As for the cart (lib/client/cart.ts): shown at once, undone with a toast, read again when the last settles. */
function wishlistMutation(queryClient: QueryClient) {
  return {
    mutationKey: WISHLIST_MUTATION,
    onSettled: () => rereadWhenLast(queryClient, WISHLIST_MUTATION, queryKeys.wishlist),
  } as const;
}

/** Takes the item as the wishlist will list it, so the screens can show it before the provider answers. */
export function useAddToWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    ...wishlistMutation(queryClient),
    mutationFn: (item: WishlistItem) => apiPost<{ message: string }>('/api/wishlist', { productId: item.productId }),
    onMutate: async (item) => {
      await holdReads(queryClient, queryKeys.wishlist);
      editWishlist(queryClient, (items) => withWishlistItem(items, item));
    },
    onError: (error, item) => {
      editWishlist(queryClient, (items) => withoutWishlistProduct(items, item.productId));
      updateToast.error(error.message);
    },
  });
}

export function useRemoveFromWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    ...wishlistMutation(queryClient),
    mutationFn: (item: WishlistItem) => apiFetch<{ message: string }>(`/api/wishlist/${encodeURIComponent(item.productId)}`, { method: 'DELETE' }),
    onMutate: async (item) => {
      await holdReads(queryClient, queryKeys.wishlist);
      const index = queryClient.getQueryData<WishlistItem[]>(queryKeys.wishlist)?.findIndex((existing) => existing.productId === item.productId);
      editWishlist(queryClient, (items) => withoutWishlistProduct(items, item.productId));
      return { index };
    },
    onError: (error, item, context) => {
      editWishlist(queryClient, (items) => withWishlistItem(items, item, context?.index));
      updateToast.error(error.message);
    },
  });
}
