import type { Cart, CartItem } from '@/lib/domain/cart';
import type { PaymentProvider } from '@/lib/domain/orders';
import { stockShortages } from './stock-shortage';

/**
 * Lines whose price came from the provider as something other than a number: no payment can be
 * made for them (the gateways are asked for price × quantity), so the buyer is told to remove them.
 */
export function unpricedLines(items: CartItem[]): string[] {
  return items.filter((item) => item.price === null).map((item) => `${item.name} has no valid price, so it cannot be paid for.`);
}

export const CART_UPDATING_HINT = 'Your cart is being updated. You can place your order once it is saved.';

/**
 * Why Place Order cannot be pressed yet, or null when it can. A line without a price holds the
 * order, and so does one the stock no longer covers (its payment would be refused, or with a real
 * gateway the card charged for what cannot be sent); so does a cart change still on its way (a step
 * on the cart page just before coming here): the provider orders its own cart, which may not have
 * it yet, and the summary's shipping fee is the one from before it.
 */
export function placeOrderHint(cart: Cart, paymentMethod: PaymentProvider | null, cartUpdating = false): string | null {
  if (cartUpdating) return CART_UPDATING_HINT;
  if (unpricedLines(cart.items).length > 0) return 'Remove the products without a price from your cart to place your order.';
  if (stockShortages(cart.items).length > 0) return 'Change the quantities we no longer have in stock in your cart to place your order.';
  return paymentMethod ? null : 'Choose a payment method to place your order.';
}
