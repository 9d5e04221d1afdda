import type { Cart } from '@/lib/domain/cart';
import { linesKey } from './lines-key';

/**
 * The cart as the checkout page shows it: its products, quantities and prices. The provider charges
 * the cart it holds when the order is placed, which another tab or device may have changed since.
 */
export const shownCart = (cart: Cart) => linesKey(cart, (item) => `${item.productId}x${item.quantity}@${item.price ?? '?'}`);

export const CART_CHANGED = 'Your cart changed since this page showed it. Check your order summary, then place your order again.';
