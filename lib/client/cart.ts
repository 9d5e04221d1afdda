'use client';

import { useIsMutating, useMutation, useMutationState, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Cart, CartItem } from '@/lib/domain/cart';
import { CART_UPDATE_FAILURES } from '@/lib/shopping/messages';
import { apiFetch, apiPost } from './api';
import { removeLine, restoreLine, setLineQuantity, shiftCartCount, shiftLineQuantity } from './optimistic';
import { mutationKeys, queryKeys } from './query-keys';
import { holdReads, rereadWhenLast } from './reread';
import { cartToast, updateToast } from './toasts';

/**
 * Cart changes: each shows at once (the header count, the cart's lines), is undone with a toast
 * when the provider refuses, and the cart is read again when the last one settles (./reread.ts).
 */
const CART_MUTATION = mutationKeys.cart;

type CartCount = { totalQuantity: number };

function shiftCount(queryClient: QueryClient, delta: number) {
  queryClient.setQueryData<CartCount>(queryKeys.cartQuantity, (count) => shiftCartCount(count, delta));
}

function editCart(queryClient: QueryClient, edit: (cart: Cart) => Cart) {
  queryClient.setQueryData<Cart>(queryKeys.cart, (cart) => cart && edit(cart));
}

const cartMutation = { mutationKey: CART_MUTATION } as const;

/**
 * A line's changes are sent one after another, in the order the buyer made them: plus pressed three
 * times is three steps that all count (none dropped while the first is sent), and the provider ends
 * on the last quantity shown, not on whichever request happened to arrive last. Removing the line
 * waits for its steps too.
 */
const lineMutation = (cartId: string) => ({ ...cartMutation, scope: { id: `cart-line:${cartId}` } });

interface AddToCart {
  productId: string;
  quantity: number;
}

/** Additions to the cart: among the cart's changes (a prefix of their key), and told apart by it. */
const ADD_MUTATION = [...CART_MUTATION, 'add'] as const;

/**
 * Whether an addition of this product is on its way: from the mutation cache, which outlives the
 * screen, so a button drawn anew (the buyer went to another page and came back) is still busy.
 */
export function useAddingToCart(productId: string): boolean {
  const adding = useMutationState({
    filters: { mutationKey: ADD_MUTATION, status: 'pending' },
    select: (mutation) => (mutation.state.variables as AddToCart | undefined)?.productId,
  });
  return adding.includes(productId);
}

/**
 * Whether an addition of this product went in after the tab's cart was read (`readAt`, its
 * dataUpdatedAt): the cart is read again only once every cart change in flight is in, and meanwhile
 * it does not show the product. From the mutation cache too, so a row drawn anew knows it.
 */
export function useAddedSince(productId: string, readAt: number): boolean {
  const added = useMutationState({
    filters: { mutationKey: ADD_MUTATION, status: 'success', predicate: (mutation) => (mutation.state.variables as AddToCart | undefined)?.productId === productId },
    select: (mutation) => (mutation.state.data as Added | undefined)?.addedAt ?? 0,
  });
  return added.some((at) => at > readAt);
}

interface Added {
  message: string;
  /** When the provider's answer came (the tab's clock, as a read's dataUpdatedAt). */
  addedAt: number;
}

/** Adds to the product's line (the provider sums quantities); toasts use the cart toast area. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ADD_MUTATION,
    mutationFn: async ({ productId, quantity }: AddToCart): Promise<Added> => ({
      ...(await apiPost<{ message: string }>('/api/cart', { productId, quantity })),
      addedAt: Date.now(),
    }),
    onMutate: async ({ quantity }) => {
      await holdReads(queryClient, queryKeys.cart);
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

/**
 * Steps a line's quantity up or down; returns the quantity it asked for, or null at a limit (1, the
 * stock). A refusal ("exceeds available stock") takes back that step alone, so the steps after it
 * still show (the provider answers each of them in turn).
 */
export function useCartLineStep(cartId: string): (delta: 1 | -1) => number | null {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    ...lineMutation(cartId),
    mutationFn: ({ quantity }: ChangeLine) =>
      apiFetch<{ message: string }>(`/api/cart/${encodeURIComponent(cartId)}`, { method: 'PATCH', body: { quantity }, failures: CART_UPDATE_FAILURES }),
    onMutate: async ({ line, quantity }) => {
      await holdReads(queryClient, queryKeys.cart);
      // Again: a read cancelled just now puts back the cart as it was before that read began.
      editCart(queryClient, (cart) => setLineQuantity(cart, cartId, quantity));
      shiftCount(queryClient, quantity - line.quantity);
    },
    onError: (error, { line, quantity }) => {
      editCart(queryClient, (cart) => shiftLineQuantity(cart, cartId, line.quantity - quantity));
      shiftCount(queryClient, line.quantity - quantity);
      updateToast.error(error.message);
    },
    onSettled: () => rereadWhenLast(queryClient, CART_MUTATION, queryKeys.cart),
  });
  return (delta) => {
    // From the quantity in the cache, set at once by the last step: a second quick press comes
    // before that step is drawn, and counting from the quantity on screen would lose it.
    const line = queryClient.getQueryData<Cart>(queryKeys.cart)?.items.find((item) => item.cartId === cartId);
    if (!line) return null;
    const quantity = line.quantity + delta;
    if (quantity < 1 || (line.stock !== undefined && quantity > line.stock)) return null;
    editCart(queryClient, (cart) => setLineQuantity(cart, cartId, quantity));
    mutate({ line, quantity });
    return quantity;
  };
}

export function useRemoveCartLine(cartId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...lineMutation(cartId),
    mutationFn: (line: CartItem) => apiFetch<{ message: string }>(`/api/cart/${encodeURIComponent(line.cartId)}`, { method: 'DELETE', failures: CART_UPDATE_FAILURES }),
    onMutate: async (line) => {
      await holdReads(queryClient, queryKeys.cart);
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
