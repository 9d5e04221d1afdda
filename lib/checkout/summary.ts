import type { Cart } from '@/lib/domain/cart';
import { roundMoney } from '@/lib/domain/money';

export interface SummaryLine {
  cartId: string;
  name: string;
  quantity: number;
  lineTotal: number | null;
}

export interface OrderSummary {
  lines: SummaryLine[];
  subtotal: number;
  shippingFee: number;
  total: number;
}

/**
 * What the buyer is about to pay, from the provider's own cart totals: confirmOrder charges the
 * cart's total plus its shipping fee, so the summary shows exactly those numbers.
 */
export function orderSummary(cart: Cart): OrderSummary {
  return {
    lines: cart.items.map(({ cartId, name, quantity, lineTotal }) => ({ cartId, name, quantity, lineTotal })),
    subtotal: cart.totalPrice,
    shippingFee: cart.shippingFee,
    total: roundMoney(cart.totalPrice + cart.shippingFee),
  };
}
