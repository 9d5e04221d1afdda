import type { CartItem } from '@/lib/domain/cart';

/**
 * Cart lines the stock can no longer cover (another buyer took the last units), each as a sentence
 * like the provider's payment page says it. Only lines whose stock the provider sent are judged;
 * without it the provider's own refusal is the limit.
 */
export function stockShortages(items: CartItem[]): string[] {
  return items
    .filter((item) => item.stock !== undefined && item.quantity > item.stock)
    .map((item) =>
      item.stock === 0 ? `${item.name} is out of stock.` : `${item.name} has only ${item.stock} left (you have ${item.quantity} in your cart).`,
    );
}
