import type { CartItem } from '@/lib/domain/cart';
import { stockShortages } from './stock-shortage';

const line = (name: string, quantity: number, stock?: number): CartItem => ({
  cartId: name,
  productId: `AGP-${name}`,
  name,
  imageUrl: null,
  price: 2,
  quantity,
  lineTotal: 2 * quantity,
  categoryId: 'AGC1',
  ...(stock === undefined ? {} : { stock }),
});

describe('stockShortages', () => {
  test('names the lines the stock cannot cover, out of stock or short', () => {
    expect(stockShortages([line('Yam', 1, 0), line('Ugu', 3, 2), line('Rice', 2, 2), line('Garri', 1, 9)])).toEqual([
      'Yam is out of stock.',
      'Ugu has only 2 left (you have 3 in your cart).',
    ]);
  });

  test('says nothing about lines whose stock the provider did not send', () => {
    expect(stockShortages([line('Yam', 5)])).toEqual([]);
  });
});
