import type { Cart, CartItem } from '@/lib/domain/cart';
import type { PaymentProvider } from '@/lib/domain/orders';

/**
 * Lines whose price came from the provider as something other than a number: no payment can be
 * made for them (the gateways are asked for price × quantity), so the buyer is told to remove them.
 */
export function unpricedLines(items: CartItem[]): string[] {
  return items.filter((item) => item.price === null).map((item) => `${item.name} has no valid price, so it cannot be paid for.`);
}

/** Why Place Order cannot be pressed yet, or null when it can. A line without a price holds the order. */
export function placeOrderHint(cart: Cart, paymentMethod: PaymentProvider | null): string | null {
  if (unpricedLines(cart.items).length > 0) return 'Remove the products without a price from your cart to place your order.';
  return paymentMethod ? null : 'Choose a payment method to place your order.';
}
