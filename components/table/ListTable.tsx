'use client';

import type { ReactNode } from 'react';
import { useHydrated } from '@/lib/client/use-hydrated';
import { useRowLink } from './use-row-link';

/*
 * The cart's and wishlist's tables: a real table from 768 px, a stack of cards below it. The
 * explicit roles keep the table semantics once CSS turns rows into grids on phones.
 */

export function ListTable({ caption, columns, children }: { caption: string; columns: string[]; children: ReactNode }) {
  return (
    <table role="table" className="w-full border-collapse text-left max-md:block">
      <caption className="sr-only">{caption}</caption>
      <thead role="rowgroup" className="border-b border-stone-300 text-sm text-stone-700 max-md:sr-only">
        <tr role="row">
          {columns.map((column) => (
            <th key={column} role="columnheader" scope="col" className="px-3 py-3 font-semibold first:pl-0 last:text-right">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup" className="max-md:block">
        {children}
      </tbody>
    </table>
  );
}

/** A row that opens `href` on click; on phones, a two-column card whose cells place themselves. */
export function ListRow({ href, children }: { href: string; children: ReactNode }) {
  const openRow = useRowLink();
  // The row opens its product once the page's scripts run; until then it does not look as if it would.
  const clickable = useHydrated() ? 'cursor-pointer hover:bg-stone-50' : '';
  return (
    <tr
      role="row"
      onClick={(event) => openRow(event, href)}
      className={`${clickable} border-b border-stone-200 max-md:grid max-md:grid-cols-[1fr_auto] max-md:items-center max-md:gap-x-4 max-md:gap-y-3 max-md:py-4`}
    >
      {children}
    </tr>
  );
}

/**
 * A cell; `label` names it on phones, where the column headings are not shown. A space, not a
 * margin, parts them, so on a 320 px phone the value can wrap below its label instead of pushing
 * the row past the screen's edge.
 */
export function ListCell({ label, className = '', children }: { label?: string; className?: string; children: ReactNode }) {
  return (
    <td role="cell" className={`align-middle md:px-3 md:py-4 md:first:pl-0 md:last:pr-0 ${className}`}>
      {label && (
        <>
          <span aria-hidden="true" className="text-sm text-stone-600 md:hidden">
            {label}:
          </span>{' '}
        </>
      )}
      {children}
    </td>
  );
}
