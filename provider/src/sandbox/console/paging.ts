import type { Context } from 'hono';
import { html } from 'hono/html';
import { urlWith } from './format';

export const PAGE_SIZE = 50;

export interface Paging {
  page: number;
  offset: number;
}

/** `?page=N`, 1-based; anything else is the first page. */
export function pageOf(c: Context): Paging {
  const n = Number(c.req.query('page'));
  const page = Number.isSafeInteger(n) && n > 0 ? n : 1;
  return { page, offset: (page - 1) * PAGE_SIZE };
}

/** Previous/next links keeping the page's filters. */
export function pager(path: string, params: Record<string, string | undefined>, page: number, total: number) {
  const last = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (last === 1) return '';
  const link = (n: number, label: string, rel: string) => html`<a href="${urlWith(path, { ...params, page: n })}" rel="${rel}">${label}</a>`;
  return html`<nav aria-label="Pages">
    <p>
      ${page > 1 ? link(page - 1, 'Previous page', 'prev') : ''}
      Page ${page} of ${last}
      ${page < last ? link(page + 1, 'Next page', 'next') : ''}
    </p>
  </nav>`;
}
