import type { Cart, CartItem } from '@/lib/domain/cart';

/** A cart's lines, each as `describe` puts it, in an order that does not depend on the provider's. */
export const linesKey = (cart: Cart, describe: (item: CartItem) => string) => cart.items.map(describe).sort().join(' ');
