/** One page of a paginated list, in the storefront's own terms (the provider's Laravel paginator fields renamed). */
export interface Page<T> {
  items: T[];
  page: number;
  lastPage: number;
  perPage: number;
  total: number;
}

/**
 * The page the provider's "404 = nothing here" answers stand for. The provider does not say how many
 * items exist in that case: the total is 0, and the last page is the one before (the first, for a
 * list with nothing in it), so a page past the end reads as one.
 */
export function emptyPage<T>(page = 1, perPage = 0): Page<T> {
  return { items: [], page, lastPage: Math.max(1, page - 1), perPage, total: 0 };
}

/** A whole list as one page: for endpoints that answer everything at once. */
export function singlePage<T>(items: T[]): Page<T> {
  return { items, page: 1, lastPage: 1, perPage: items.length, total: items.length };
}
