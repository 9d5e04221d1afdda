import type { Cart, CartItem } from '@/lib/domain/cart';
import { CART_UPDATING_HINT, placeOrderHint, unpricedLines } from './payable';

const line = (name: string, price: number | null): CartItem => ({
  cartId: name,
  productId: `AGP-${name}`,
  name,
  imageUrl: null,
  price,
  quantity: 2,
  lineTotal: price === null ? null : price * 2,
  categoryId: 'AGC1',
});
const cartOf = (...items: CartItem[]): Cart => ({ items, totalPrice: 5, totalQuantity: 2 * items.length, shippingFee: 2 });

describe('unpricedLines', () => {
  test('names each line whose price the provider sent unreadable', () => {
    expect(unpricedLines([line('Yam', 3), line('Ugu', null), line('Rice', 0), line('Garri', null)])).toEqual([
      'Ugu has no valid price, so it cannot be paid for.',
      'Garri has no valid price, so it cannot be paid for.',
    ]);
  });

  test('says nothing when every line has a price', () => {
    expect(unpricedLines([line('Yam', 3)])).toEqual([]);
  });
});

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

  test('holds the order while the stock no longer covers a line, whatever the payment method', () => {
    const hint = 'Change the quantities we no longer have in stock in your cart to place your order.';
    expect(placeOrderHint(cartOf(line('Yam', 5), { ...line('Ugu', 3), stock: 1 }), 'paystack')).toBe(hint);
    expect(placeOrderHint(cartOf({ ...line('Ugu', 3), stock: 0 }), null)).toBe(hint);
    expect(placeOrderHint(cartOf({ ...line('Ugu', 3), stock: 2 }), 'paystack')).toBeNull();
  });

  test('holds the order while a cart change is on its way, before anything else', () => {
    expect(placeOrderHint(cartOf(line('Yam', 5)), 'paystack', true)).toBe(CART_UPDATING_HINT);
    expect(placeOrderHint(cartOf(line('Ugu', null)), null, true)).toBe(CART_UPDATING_HINT);
  });
});
