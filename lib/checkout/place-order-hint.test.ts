import type { Cart, CartItem } from '@/lib/domain/cart';
import { placeOrderHint } from './place-order-hint';

const line = (name: string, price: number | null): CartItem => ({
  cartId: name,
  productId: `AGP-${name}`,
  name,
  imageUrl: null,
  price,
  quantity: 1,
  lineTotal: price,
  categoryId: 'AGC1',
});
const cartOf = (...items: CartItem[]): Cart => ({ items, totalPrice: 5, totalQuantity: items.length, shippingFee: 2 });

describe('placeOrderHint', () => {
  test('lets a priced cart with a payment method be ordered', () => {
    expect(placeOrderHint(cartOf(line('Yam', 5)), 'paystack')).toBeNull();
  });

  test('asks for a payment method', () => {
    expect(placeOrderHint(cartOf(line('Yam', 5)), null)).toBe('Choose a payment method to place your order.');
  });

  test('holds the order while a line has no price, whatever the payment method', () => {
    const hint = 'Remove the products without a price from your cart to place your order.';
    expect(placeOrderHint(cartOf(line('Yam', 5), line('Ugu', null)), 'stripe')).toBe(hint);
    expect(placeOrderHint(cartOf(line('Ugu', null)), null)).toBe(hint);
  });
});
