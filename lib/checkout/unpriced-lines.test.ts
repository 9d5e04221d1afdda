import type { CartItem } from '@/lib/domain/cart';
import { unpricedLines } from './unpriced-lines';

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
