import 'server-only';
import { z } from 'zod';
import type { Cart } from '@/lib/domain/cart';
import { apiPath, orOnNotFound, providerRequest } from './http';
import { messageOr, numeric, type MessageOnly } from './schemas/common';
import { cartSchema } from './schemas/cart';

/**
 * An empty cart is a 200 with no items, not a 404. `timeoutMs`: a shorter time limit than the
 * client's default, for a caller that gives up sooner.
 */
export function viewCart(token: string, timeoutMs?: number): Promise<Cart> {
  return providerRequest({ path: '/viewCart', token, schema: cartSchema, timeoutMs });
}

/** Adds to the quantity already in the cart; the provider refuses more than the stock. */
export function addToCart(token: string, productId: string, quantity: number): Promise<MessageOnly> {
  return providerRequest({ method: 'POST', path: apiPath`/addToCart/${productId}`, body: { quantity }, token, schema: messageOr('Product added to cart.') });
}

/** Sets the line's quantity (at least 1). */
export function updateCartItem(token: string, cartId: string, quantity: number): Promise<MessageOnly> {
  const path = apiPath`/updateCartItem/${cartId}`;
  return providerRequest({ method: 'POST', path, body: { new_quantity: quantity }, token, schema: messageOr('Cart updated.') });
}

const LINE_REMOVED = 'Item removed from cart.';

/** Its 404 is "Cart item not found.": the line is gone, as the buyer asked (a second tab, a double tap). */
export function deleteCartItem(token: string, cartId: string): Promise<MessageOnly> {
  const request = providerRequest({ method: 'DELETE', path: apiPath`/deleteCartItem/${cartId}`, token, schema: messageOr(LINE_REMOVED) });
  return orOnNotFound(request, { message: LINE_REMOVED });
}

/** The number of units in the cart, for the header badge. */
export async function getCartQuantity(token: string): Promise<number> {
  const schema = z.object({ total_quantity: numeric.nullish() });
  return (await providerRequest({ path: '/getCartQuantity', token, schema })).total_quantity ?? 0;
}
