import type { ProductSummary } from '@/lib/domain/catalogue';
import { isPastTheEnd, sortProducts } from './listing';

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

describe('isPastTheEnd', () => {
  const listing = (lastPage: number, items: number) => ({ items: Array.from({ length: items }, (_, i) => i), page: 1, lastPage, perPage: 20, total: items });

  it('is past the end beyond the last page, or on a later page that came back empty', () => {
    expect(isPastTheEnd(16, listing(15, 0))).toBe(true);
    expect(isPastTheEnd(3, listing(5, 0))).toBe(true);
  });

  it('is not on a page with products, nor on an empty first page (an empty catalogue)', () => {
    expect(isPastTheEnd(15, listing(15, 13))).toBe(false);
    expect(isPastTheEnd(1, listing(1, 0))).toBe(false);
  });
});
