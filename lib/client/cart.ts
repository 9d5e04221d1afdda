'use client';

import { useIsMutating, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Cart, CartItem } from '@/lib/domain/cart';
import { CART_UPDATE_FAILURES } from '@/lib/shopping/messages';
import { apiFetch, apiPost } from './api';
import { removeLine, restoreLine, setLineQuantity, shiftCartCount } from './optimistic';
import { queryKeys } from './query-keys';
import { rereadWhenLast } from './reread';
import { cartToast, updateToast } from './toasts';

/**
 * Cart changes: each shows at once (the header count, the cart's lines), is undone with a toast
 * when the provider refuses, and the cart is read again when the last one settles (./reread.ts).
 */
const CART_MUTATION = ['cart'] as const;

type CartCount = { totalQuantity: number };

function shiftCount(queryClient: QueryClient, delta: number) {
  queryClient.setQueryData<CartCount>(queryKeys.cartQuantity, (count) => shiftCartCount(count, delta));
}

function editCart(queryClient: QueryClient, edit: (cart: Cart) => Cart) {
  queryClient.setQueryData<Cart>(queryKeys.cart, (cart) => cart && edit(cart));
}

/** Runs before a change is shown: a read already under way would otherwise land on top of it. */
const holdReads = (queryClient: QueryClient) => queryClient.cancelQueries({ queryKey: queryKeys.cart });

const cartMutation = { mutationKey: CART_MUTATION } as const;

interface AddToCart {
  productId: string;
  quantity: number;
}

/** Adds to the product's line (the provider sums quantities); toasts use the cart toast area. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    ...cartMutation,
    mutationFn: ({ productId, quantity }: AddToCart) => apiPost<{ message: string }>('/api/cart', { productId, quantity }),
    onMutate: async ({ quantity }) => {
      await holdReads(queryClient);
      shiftCount(queryClient, quantity);
    },
    onSuccess: ({ message }) => {
      cartToast.success(message);
    },
    onError: (error, { quantity }) => {
      shiftCount(queryClient, -quantity);
      cartToast.error(error.message);
    },
    onSettled: () => rereadWhenLast(queryClient, CART_MUTATION, queryKeys.cart),
  });
}

interface ChangeLine {
  line: CartItem;
  quantity: number;
}

/** Sets a line's quantity; a refusal ("exceeds available stock") puts the old one back. */
export function useChangeCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    ...cartMutation,
    mutationFn: ({ line, quantity }: ChangeLine) =>
      apiFetch<{ message: string }>(`/api/cart/${encodeURIComponent(line.cartId)}`, { method: 'PATCH', body: { quantity }, failures: CART_UPDATE_FAILURES }),
    onMutate: async ({ line, quantity }) => {
      await holdReads(queryClient);
      editCart(queryClient, (cart) => setLineQuantity(cart, line.cartId, quantity));
      shiftCount(queryClient, quantity - line.quantity);
    },
    onError: (error, { line, quantity }) => {
      editCart(queryClient, (cart) => setLineQuantity(cart, line.cartId, line.quantity));
      shiftCount(queryClient, line.quantity - quantity);
      updateToast.error(error.message);
    },
    onSettled: () => rereadWhenLast(queryClient, CART_MUTATION, queryKeys.cart),
  });
}

export function useRemoveCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    ...cartMutation,
    mutationFn: (line: CartItem) => apiFetch<{ message: string }>(`/api/cart/${encodeURIComponent(line.cartId)}`, { method: 'DELETE', failures: CART_UPDATE_FAILURES }),
    onMutate: async (line) => {
      await holdReads(queryClient);
      const index = queryClient.getQueryData<Cart>(queryKeys.cart)?.items.findIndex((item) => item.cartId === line.cartId) ?? 0;
      editCart(queryClient, (cart) => removeLine(cart, line.cartId));
      shiftCount(queryClient, -line.quantity);
      return { index };
    },
    onError: (error, line, context) => {
      editCart(queryClient, (cart) => restoreLine(cart, line, context?.index ?? 0));
      shiftCount(queryClient, line.quantity);
      updateToast.error(error.message);
    },
    onSettled: () => rereadWhenLast(queryClient, CART_MUTATION, queryKeys.cart),
  });
}

/** Whether a cart change is on its way (the totals wait for the provider's shipping fee). */
export function useCartChanging(): boolean {
  return useIsMutating({ mutationKey: CART_MUTATION }) > 0;
}
