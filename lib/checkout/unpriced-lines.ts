import type { CartItem } from '@/lib/domain/cart';

/**
 * Lines whose price came from the provider as something other than a number: no payment can be
 * made for them (the gateways are asked for price × quantity), so the buyer is told to remove them.
 */
export function unpricedLines(items: CartItem[]): string[] {
  return items.filter((item) => item.price === null).map((item) => `${item.name} has no valid price, so it cannot be paid for.`);
}
