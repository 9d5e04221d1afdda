import type { ProductSummary } from '@/lib/domain/catalogue';
import { sortProducts } from './listing';

const product = (id: string, price: number | null, averageRating = 0): ProductSummary => ({
  id,
  name: id,
  categoryId: 'AGC1',
  categoryName: 'Grains',
  price,
  stock: 1,
  unit: '',
  imageUrls: [],
  averageRating,
  isActive: true,
});

const ids = (products: ProductSummary[]) => products.map((p) => p.id);

describe('sortProducts', () => {
  const list = [product('a', 30), product('unpriced', null), product('b', 10), product('c', 20), product('also-unpriced', null)];

  it('orders by price either way, products without a price last in both, in the order they came', () => {
    expect(ids(sortProducts(list, 'price_asc'))).toEqual(['b', 'c', 'a', 'unpriced', 'also-unpriced']);
    expect(ids(sortProducts(list, 'price_desc'))).toEqual(['a', 'c', 'b', 'unpriced', 'also-unpriced']);
  });

  it('keeps the provider order without a sort', () => {
    expect(ids(sortProducts(list, null))).toEqual(ids(list));
  });
});
