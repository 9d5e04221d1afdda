import type { Cart } from '@/lib/domain/cart';
import type { PaymentProvider } from '@/lib/domain/orders';

/**
 * Why Place Order cannot be pressed yet, or null when it can. A line without a price cannot be
 * paid for (the checkout's notice names it), so the order waits for the buyer to remove it.
 */
export function placeOrderHint(cart: Cart, paymentMethod: PaymentProvider | null): string | null {
  if (cart.items.some((item) => item.price === null)) return 'Remove the products without a price from your cart to place your order.';
  return paymentMethod ? null : 'Choose a payment method to place your order.';
}
