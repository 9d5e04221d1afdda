import type { Rewrite } from 'next/dist/lib/load-custom-routes';
import { CATEGORY_SORTS } from '../catalogue/listing';

/** The sort segment of a category page's internal path when no sort was chosen. */
export const DEFAULT_SORT_SEGMENT = 'default';

/**
 * A page after the first, as the listings write it (parsePage's canonical form). Anything else,
 * `page=1` included, matches no rule, so the listing's own route serves its first page.
 */
const page = { type: 'query', key: 'page', value: '(?<page>[2-9]|[1-9]\\d{1,5})' } as const;
/** A sort the category page offers: anything else means none. */
const sort = { type: 'query', key: 'sort', value: `(?<sort>${CATEGORY_SORTS.map((choice) => choice.value).join('|')})` } as const;

/**
 * Buyers and crawlers see `/allproduct?page=2` and `/category/AGC1?catname=…&sort=price_asc&page=2`;
 * reading search params would make Next render those pages on every request, so these rewrites
 * (next.config.ts) move the page and sort into path segments (`/allproduct/2`,
 * `/category/AGC1/price_asc/2`), which Next caches and revalidates like any static page. Unknown or
 * malformed values fall back to the defaults, so each listing has exactly one cached copy per real
 * page and sort. Rewrites, not proxy.ts: Next applies the first rule that matches, before its
 * filesystem routes, without the proxy's cost per request (a cached page's throughput).
 *
 * The first page in the default order, by far the most requested, matches no rule: `/allproduct`
 * and `/category/{id}` have routes of their own (they re-export the paged routes' pages). A rule
 * that matches costs Next about a sixth of a cached category page's time per request (it applies
 * the rewrite twice, compiling its destination each time; measured with NEXT_CPU_PROF).
 */
export const catalogueRewrites: Rewrite[] = [
  { source: '/allproduct', has: [page], destination: '/allproduct/:page' },
  { source: '/category/:categoryId', has: [sort, page], destination: '/category/:categoryId/:sort/:page' },
  { source: '/category/:categoryId', has: [sort], destination: '/category/:categoryId/:sort/1' },
  { source: '/category/:categoryId', has: [page], destination: `/category/:categoryId/${DEFAULT_SORT_SEGMENT}/:page` },
];
