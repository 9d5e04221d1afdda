import { linesTotal, type Cart, type CartItem } from '@/lib/domain/cart';
import { lineTotal } from '@/lib/domain/money';
import type { WishlistItem } from '@/lib/domain/wishlist';

/**
 * What the screens show while the provider has not answered yet. Each change has an undo that
 * touches only its own line, so undoing one refused change leaves other changes in flight alone.
 * The shipping fee depends on weights only the provider knows: it stays as it was until the cart
 * is read again.
 */

function withLines(cart: Cart, items: CartItem[]): Cart {
  return {
    ...cart,
    items,
    totalPrice: linesTotal(items),
    totalQuantity: items.reduce((sum, item) => sum + item.quantity, 0),
  };
}

export function setLineQuantity(cart: Cart, cartId: string, quantity: number): Cart {
  return withLines(
    cart,
    cart.items.map((item) => (item.cartId === cartId ? { ...item, quantity, lineTotal: lineTotal(item.price, quantity) } : item)),
  );
}

/**
 * Takes `delta` off a line's quantity, or does nothing if the line is gone: undoes one change
 * without undoing the changes made after it.
 */
export function shiftLineQuantity(cart: Cart, cartId: string, delta: number): Cart {
  const line = cart.items.find((item) => item.cartId === cartId);
  return line ? setLineQuantity(cart, cartId, Math.max(1, line.quantity + delta)) : cart;
}

export function removeLine(cart: Cart, cartId: string): Cart {
  return withLines(
    cart,
    cart.items.filter((item) => item.cartId !== cartId),
  );
}

/** Puts a removed line back where it was (or last, if the cart has shrunk since). */
export function restoreLine(cart: Cart, line: CartItem, index: number): Cart {
  if (cart.items.some((item) => item.cartId === line.cartId)) return cart;
  return withLines(cart, insertAt(cart.items, line, index));
}

/** The header's cart count moved by `delta`; unknown stays unknown. */
export function shiftCartCount<T extends { totalQuantity: number }>(count: T | undefined, delta: number): T | undefined {
  return count && { ...count, totalQuantity: Math.max(0, count.totalQuantity + delta) };
}

export function withoutWishlistProduct(items: WishlistItem[] | undefined, productId: string): WishlistItem[] | undefined {
  return items?.filter((item) => item.productId !== productId);
}

export function withWishlistItem(items: WishlistItem[] | undefined, item: WishlistItem, index = items?.length ?? 0): WishlistItem[] | undefined {
  if (!items || items.some((existing) => existing.productId === item.productId)) return items;
  return insertAt(items, item, index);
}

function insertAt<T>(list: readonly T[], item: T, index: number): T[] {
  const at = Math.min(Math.max(0, index), list.length);
  return [...list.slice(0, at), item, ...list.slice(at)];
}
