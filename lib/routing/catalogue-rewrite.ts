import { parsePage, parseSort } from '@/lib/catalogue/listing';

/** The sort segment of a category page's internal path when no sort was chosen. */
export const DEFAULT_SORT_SEGMENT = 'default';

/**
 * The internal path that renders a paged catalogue URL, or null when `pathname` is not one.
 * Buyers and crawlers see `/allproduct?page=2` and `/category/AGC1?catname=…&sort=price_asc&page=2`;
 * reading search params would make Next render those pages on every request, so the proxy moves
 * the page and sort into path segments (`/allproduct/2`, `/category/AGC1/price_asc/2`), which Next
 * caches and revalidates like any static page. Unknown or malformed values fall back to the
 * defaults, so each listing has exactly one cached copy per real page and sort.
 */
export function catalogueRewrite(pathname: string, params: URLSearchParams): string | null {
  if (pathname === '/allproduct') return `/allproduct/${parsePage(params.get('page'))}`;
  const category = /^\/category\/([^/]+)\/?$/.exec(pathname);
  if (category) {
    const sort = parseSort(params.get('sort')) ?? DEFAULT_SORT_SEGMENT;
    return `/category/${category[1]}/${sort}/${parsePage(params.get('page'))}`;
  }
  return null;
}
