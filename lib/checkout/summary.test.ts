import type { Cart } from '@/lib/domain/cart';
import { orderSummary } from './summary';

const item = (cartId: string, name: string, price: number, quantity: number, lineTotal: number) => ({
  cartId,
  productId: `AGP${cartId}`,
  name,
  imageUrl: null,
  price,
  quantity,
  lineTotal,
  categoryId: 'AGC001',
});

describe('orderSummary', () => {
  it('lists each line and adds the provider’s shipping fee to its total, rounded to cents', () => {
    const cart: Cart = {
      items: [item('1', 'White yam', 1500, 2, 3000), item('2', 'Palm oil (5 L)', 0.1, 3, 0.3)],
      totalPrice: 3000.3,
      totalQuantity: 5,
      shippingFee: 45.2,
    };
    expect(orderSummary(cart)).toEqual({
      lines: [
        { cartId: '1', name: 'White yam', quantity: 2, lineTotal: 3000 },
        { cartId: '2', name: 'Palm oil (5 L)', quantity: 3, lineTotal: 0.3 },
      ],
      subtotal: 3000.3,
      shippingFee: 45.2,
      total: 3045.5,
    });
  });

  it('is all zeros for an empty cart', () => {
    expect(orderSummary({ items: [], totalPrice: 0, totalQuantity: 0, shippingFee: 0 })).toEqual({ lines: [], subtotal: 0, shippingFee: 0, total: 0 });
  });
});
