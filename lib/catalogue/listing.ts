import type { ProductSummary } from '@/lib/domain/catalogue';
import type { Page } from '@/lib/domain/page';

/** The sort choices of the category page (spec section 4), by the provider's names for them. */
export const CATEGORY_SORTS = [
  { value: 'price_asc', label: 'Low to High' },
  { value: 'price_desc', label: 'High to Low' },
  { value: 'rating', label: 'Rating' },
] as const;
export type CategorySort = (typeof CATEGORY_SORTS)[number]['value'];

export function parseSort(value: string | null | undefined): CategorySort | null {
  return CATEGORY_SORTS.find((sort) => sort.value === value)?.value ?? null;
}

/** Pages are positive whole numbers; anything else (absent, "abc", "0", "2.5") means the first. */
export function parsePage(value: string | null | undefined): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/**
 * Whether page `page` of a listing lies past its end. Not whether it is empty: a page of the real
 * provider's whose products were all switched off comes out empty (forSale), with pages after it.
 */
export function isPastTheEnd(page: number, listing: Page<unknown>): boolean {
  return page > listing.lastPage;
}

/** A page of several whose products were all switched off (forSale): its pager still leads on. */
export const isEmptiedPage = (listing: Page<unknown>) => listing.items.length === 0 && listing.lastPage > 1 && listing.page <= listing.lastPage;

export const NONE_FOR_SALE_HERE = 'None of the products on this page are for sale at the moment. Try another page.';

/** By price in `direction`, products without one (a price that is not a number) last either way. */
const byPrice =
  (direction: 1 | -1) =>
  ({ price: a }: ProductSummary, { price: b }: ProductSummary): number =>
    a === null || b === null ? Number(a === null) - Number(b === null) : direction * (a - b);

const COMPARE: Record<CategorySort, (a: ProductSummary, b: ProductSummary) => number> = {
  price_asc: byPrice(1),
  price_desc: byPrice(-1),
  rating: (a, b) => b.averageRating - a.averageRating,
};

/** A stable sort: products the sort ranks equal keep the provider's order. */
export function sortProducts(products: ProductSummary[], sort: CategorySort | null): ProductSummary[] {
  return sort ? [...products].sort(COMPARE[sort]) : products;
}

/**
 * The page the buyer asked for, of the products for sale, whatever the provider did with the
 * request. The sandbox pages and sorts as asked, and lists only products for sale; the real provider
 * answers a category's whole list, switched-off products too, which is then cut here, so its pages
 * are full and its count is of what a buyer can see. A single page is sorted here too, which changes
 * nothing when the provider sorted it.
 */
export function pageOf(answer: Page<ProductSummary>, page: number, perPage: number, sort: CategorySort | null): Page<ProductSummary> {
  const providerCut = answer.lastPage > 1 && answer.items.length <= perPage;
  if (providerCut) return { ...answer, items: forSale(answer.items) };
  const all = sortProducts(forSale(answer.items), sort);
  const lastPage = Math.max(1, Math.ceil(all.length / perPage));
  return { items: all.slice((page - 1) * perPage, page * perPage), page, lastPage, perPage, total: all.length };
}

/** Visible to buyers: the real provider still lists products a seller switched off. */
export const forSale = (products: ProductSummary[]) => products.filter((product) => product.isActive);
