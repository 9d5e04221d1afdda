import 'server-only';
import type { ProductSummary } from '@/lib/domain/catalogue';
import type { Page } from '@/lib/domain/page';
import { categoryDetails } from '@/lib/provider/categories';
import { allProducts, searchProducts } from '@/lib/provider/products';
import { catalogueCache } from './cache';
import { forSale, pageOf } from './listing';

export const PRODUCTS_PAGE_SIZE = 20;
/** Spec section 9. */
export const SEARCH_PAGE_SIZE = 10;
export const RELATED_PRODUCTS = 4;

/** One page of the whole catalogue, newest first, asked of the provider one page at a time. */
export async function loadProductsPage(page: number): Promise<Page<ProductSummary>> {
  return pageOf(await allProducts({ page, perPage: PRODUCTS_PAGE_SIZE }, catalogueCache), page, PRODUCTS_PAGE_SIZE, null);
}

export async function loadSearchPage(term: string, page: number): Promise<Page<ProductSummary>> {
  return pageOf(await searchProducts({ query: term, page, perPage: SEARCH_PAGE_SIZE }, catalogueCache), page, SEARCH_PAGE_SIZE, null);
}

/** Up to four other products of the same category (spec: Related Product). */
export async function loadRelatedProducts(product: ProductSummary): Promise<ProductSummary[]> {
  const details = await categoryDetails(product.categoryId, { page: 1, perPage: RELATED_PRODUCTS + 1 }, catalogueCache);
  const others = forSale(details?.products.items ?? []).filter((other) => other.id !== product.id);
  return others.slice(0, RELATED_PRODUCTS);
}
