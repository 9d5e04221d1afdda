/**
 * Laravel paginator parameters and fields. Bad values fall back to the defaults rather than failing,
 * as Laravel's paginator does, so a stray `?page=abc` still shows the first page.
 */

/** The storefront asks for 9999 per page; the cap keeps one request from serializing the whole catalogue. */
export const MAX_PER_PAGE = 10000;

export interface Paging {
  page: number;
  perPage: number;
}

function wholeNumber(value: string | undefined): number | null {
  if (value === undefined || !/^\s*-?\d+\s*$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : null;
}

export function parsePage(value: string | undefined): number {
  return Math.max(1, wholeNumber(value) ?? 1);
}

export function parsePaging(query: { page?: string; per_page?: string }, defaultPerPage: number): Paging {
  const perPage = wholeNumber(query.per_page) ?? defaultPerPage;
  return { page: parsePage(query.page), perPage: Math.min(MAX_PER_PAGE, Math.max(1, perPage)) };
}

/** Row offset of the page, or null when the page starts past the last row (nothing to fetch). */
export function pageOffset({ page, perPage }: Paging, total: number): number | null {
  const offset = (page - 1) * perPage;
  return offset < total ? offset : null;
}

/** The paginator fields the contract's envelopes carry. */
export function pageMeta({ page, perPage }: Paging, total: number) {
  return {
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  };
}
