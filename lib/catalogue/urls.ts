import type { Category } from '@/lib/domain/catalogue';
import type { CategorySort } from './listing';

/** The public URLs of catalogue pages: the ones links, canonical tags and sitemaps use. */
export const productUrl = (productId: string) => `/product/${encodeURIComponent(productId)}`;

export const allProductsUrl = (page = 1) => (page > 1 ? `/allproduct?page=${page}` : '/allproduct');

export function categoryUrl(category: Pick<Category, 'id' | 'name'>, options: { sort?: CategorySort | null; page?: number } = {}): string {
  const params = new URLSearchParams({ catname: category.name });
  if (options.sort) params.set('sort', options.sort);
  if (options.page && options.page > 1) params.set('page', String(options.page));
  return `/category/${encodeURIComponent(category.id)}?${params}`;
}

/**
 * Whether a search term has no path of its own: '.' and '..' are dot segments, which every URL
 * parser removes (/searchpage/.. is /). Their results are on the search page, in its query.
 */
export const isDotSegment = (term: string) => term === '.' || term === '..';

export function searchUrl(term: string, page = 1): string {
  const paged = page > 1 ? `page=${page}` : '';
  if (isDotSegment(term)) return `/searchpage?search=${term}${paged && `&${paged}`}`;
  return `/searchpage/${encodeURIComponent(term)}${paged && `?${paged}`}`;
}
