import type { ProductSummary } from '@/lib/domain/catalogue';
import { emptyPage } from '@/lib/domain/page';
import { isPastTheEnd, pageOf, sortProducts } from './listing';

const product = (id: string, price: number | null, averageRating = 0, isActive = true): ProductSummary => ({
  id,
  name: id,
  categoryId: 'AGC1',
  categoryName: 'Grains',
  price,
  stock: 1,
  unit: '',
  imageUrls: [],
  averageRating,
  isActive,
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

  it('is past the end beyond the last page', () => {
    expect(isPastTheEnd(16, listing(15, 0))).toBe(true);
    expect(isPastTheEnd(4, emptyPage(4, 20))).toBe(true); // the provider's 404 for a page
  });

  it('is not on a page with products, on an empty first page (an empty catalogue), nor on an emptied one with pages after it', () => {
    expect(isPastTheEnd(15, listing(15, 13))).toBe(false);
    expect(isPastTheEnd(1, listing(1, 0))).toBe(false);
    expect(isPastTheEnd(1, emptyPage(1, 20))).toBe(false);
    // Page 3 of 5, whose products were all switched off.
    const answer = { items: [product('p1', 1, 0, false), product('p2', 2, 0, false)], page: 3, lastPage: 5, perPage: 2, total: 10 };
    expect(isPastTheEnd(3, pageOf(answer, 3, 2, null))).toBe(false);
  });
});

describe('pageOf', () => {
  // The real provider's categoryDetails: every product of the category at once, switched-off ones too.
  const wholeList = (count: number, inactiveEvery: number) =>
    Array.from({ length: count }, (_, i) => product(`p${i}`, i + 1, 0, i % inactiveEvery !== 0));
  const answer = (items: ProductSummary[]) => ({ items, page: 1, lastPage: 1, perPage: items.length, total: items.length });

  it('cuts a whole list into full pages of the products for sale, and counts only those', () => {
    const list = wholeList(30, 3); // p0, p3, ... p27 switched off: 20 for sale
    const first = pageOf(answer(list), 1, 10, null);
    expect(first).toMatchObject({ page: 1, lastPage: 2, perPage: 10, total: 20 });
    expect(ids(first.items)).toEqual(['p1', 'p2', 'p4', 'p5', 'p7', 'p8', 'p10', 'p11', 'p13', 'p14']);
    expect(pageOf(answer(list), 2, 10, null).items).toHaveLength(10);
  });

  it('sorts a whole list before cutting it', () => {
    const list = wholeList(30, 3);
    expect(ids(pageOf(answer(list), 1, 10, 'price_desc').items).slice(0, 3)).toEqual(['p29', 'p28', 'p26']);
  });

  it('leaves out switched-off products of a short whole list too, and counts the rest', () => {
    const short = pageOf(answer(wholeList(5, 2)), 1, 10, null); // p0, p2, p4 switched off
    expect(short).toMatchObject({ total: 2, lastPage: 1 });
    expect(ids(short.items)).toEqual(['p1', 'p3']);
  });

  it("keeps a page the provider cut as it is, with the provider's count", () => {
    const cut = { items: [product('a', 1), product('b', 2, 0, false)], page: 3, lastPage: 3, perPage: 10, total: 22 };
    expect(pageOf(cut, 3, 10, null)).toMatchObject({ page: 3, lastPage: 3, total: 22 });
    expect(ids(pageOf(cut, 3, 10, null).items)).toEqual(['a']);
  });
});
