'use client';

import {
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  useReactTable,
  type ColumnDef,
} from '@tanstack/react-table';
import { useId, useMemo, useRef, type ReactNode } from 'react';
import { z } from 'zod';
import { useDraft } from '@/lib/client/use-draft';
import { useOnline } from '@/lib/client/use-online';
import { NO_RECORDS_MESSAGE, OFFLINE_MESSAGE } from './empty-messages';
import { TablePagination } from './TablePagination';
import { useRowLink } from './use-row-link';

/** Spec section 9: tables default to 10 rows, with these choices. */
export const PAGE_SIZES = [10, 15, 20, 25, 30] as const;

export interface DataTableProps<Row> {
  // Columns of different value types in one list: TanStack's own examples type them this way.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<Row, any>[];
  data: Row[];
  /** The table's caption (read by screen readers) and the name of its scroll area and pager. */
  label: string;
  getRowId?: (row: Row, index: number) => string;
  /** Makes a whole row open this address on click; a link in the row is the keyboard's way there. */
  rowHref?: (row: Row) => string;
  /** Rows are on their way (ignored offline: an offline load waits without a skeleton). */
  loading?: boolean;
  /** Shown instead of rows when there are none; offline, the spec's offline text is shown instead (above the rows when there are some). */
  emptyMessage?: ReactNode;
  /** Off for short lists that never need pages. */
  paginate?: boolean;
  pageSizes?: readonly number[];
}

const SKELETON_ROWS = 3;

type Pagination = { pageIndex: number; pageSize: number };
/** A kept page counts only with a page size this table offers (its select could not show another). */
const keptPagination = (pageSizes: readonly number[]): z.ZodType<Pagination> =>
  z.object({ pageIndex: z.number().int().min(0), pageSize: z.literal(pageSizes) });

const cellLabel = (header: unknown) => (typeof header === 'string' ? header : undefined);

/**
 * A list as a table: a header that stays in view while the rows scroll in a 500 px area (spec
 * section 9), optional pages, and a message in place of rows when there are none. Columns are
 * TanStack Table column definitions, so each screen only says what its columns show.
 *
 * Below 768 px the rows are cards, each cell under its column's name, in the page's own scroll:
 * seven columns do not fit a phone, and a table that scrolls sideways inside a box that scrolls
 * down hides most of every row. The explicit roles keep the table semantics once CSS changes the
 * elements' display (as in ListTable).
 */
export function DataTable<Row>({
  columns,
  data,
  label,
  getRowId,
  rowHref,
  loading = false,
  emptyMessage = NO_RECORDS_MESSAGE,
  paginate = true,
  pageSizes = PAGE_SIZES,
}: DataTableProps<Row>) {
  const captionId = useId();
  // The buyer's page and page size outlive the screen: back from an order or a ticket, the list is
  // where they left it. Kept with the buyer's drafts (sessionStorage, per buyer, gone on sign-out);
  // the server and the hydrating render show the first page.
  const firstPage = useMemo<Pagination>(() => ({ pageIndex: 0, pageSize: pageSizes[0] ?? 10 }), [pageSizes]);
  const schema = useMemo(() => keptPagination(pageSizes), [pageSizes]);
  const [kept, keep] = useDraft(`table:${label}`, schema, firstPage);
  // A list read again stays on that page, unless it has come back shorter: then its last page.
  const lastPage = Math.max(0, Math.ceil(data.length / kept.pageSize) - 1);
  const shown: Pagination = { pageIndex: Math.min(kept.pageIndex, lastPage), pageSize: kept.pageSize };
  const online = useOnline();
  const waiting = loading && online;
  const openRow = useRowLink();
  const regionRef = useRef<HTMLDivElement>(null);
  // A new page starts at its first row (spec: pages scroll to the top on changes): the rows' own
  // 500 px area scrolls back, and on phones, where the rows are in the page's scroll, the list's
  // top is brought into view when the pager below it had taken it off screen.
  const showFirstRow = () => {
    const region = regionRef.current;
    if (!region) return;
    region.scrollTop = 0;
    if (region.getBoundingClientRect().top < 0) region.scrollIntoView({ block: 'start' });
  };
  // The rule warns that React Compiler would skip this component; the app does not use the compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    columns,
    data,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    ...(paginate ? { getPaginationRowModel: getPaginationRowModel() } : {}),
    state: { pagination: shown },
    onPaginationChange: (update) => {
      const next = typeof update === 'function' ? update(shown) : update;
      if (next.pageIndex !== shown.pageIndex || next.pageSize !== shown.pageSize) showFirstRow();
      keep(next);
    },
    autoResetPageIndex: false,
  });
  const rows = table.getRowModel().rows;
  const showEmpty = !waiting && data.length === 0;

  return (
    <div>
      {/* With rows on screen the table cannot say it in their place: offline, a note goes above them. */}
      <div role="status">
        {!online && data.length > 0 && (
          <p className="mb-3 rounded-md border border-harvest-500 bg-harvest-400/15 px-3 py-2 text-sm text-stone-900">{OFFLINE_MESSAGE}</p>
        )}
      </div>
      <div
        ref={regionRef}
        role="region"
        aria-labelledby={captionId}
        // Focusable so keyboard users can scroll it. Positioned, so visually hidden texts in cells
        // are placed (and clipped) inside it rather than widening the page.
        tabIndex={0}
        className="relative rounded-lg border border-stone-200 md:max-h-[500px] md:overflow-auto md:scroll-shade-bottom"
      >
        <table role="table" className="w-full border-collapse text-left text-sm max-md:block" aria-busy={waiting || undefined}>
          <caption id={captionId} className="sr-only">
            {label}
          </caption>
          <thead role="rowgroup" className="max-md:sr-only">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} role="row">
                {group.headers.map((header) => (
                  <th
                    key={header.id}
                    role="columnheader"
                    scope="col"
                    className="sticky top-0 z-10 whitespace-nowrap border-b border-stone-200 bg-stone-100 px-3 py-3 font-semibold text-stone-800 sm:px-4"
                  >
                    {header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody role="rowgroup" className="max-md:block">
            {waiting
              ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
                  <tr key={i} aria-hidden="true" className="max-md:block max-md:border-b max-md:border-stone-100 max-md:py-2">
                    {columns.map((_, c) => (
                      <td key={c} className="px-3 py-4 max-md:block max-md:py-1.5 sm:px-4 md:border-b md:border-stone-100">
                        <div className="h-4 w-20 animate-pulse rounded bg-stone-200 motion-reduce:animate-none" />
                      </td>
                    ))}
                  </tr>
                ))
              : rows.map((row) => (
                  <tr
                    key={row.id}
                    role="row"
                    onClick={rowHref ? (event) => openRow(event, rowHref(row.original)) : undefined}
                    className={`border-b border-stone-100 last:border-b-0 max-md:block max-md:py-2 ${rowHref ? 'cursor-pointer hover:bg-brand-50' : ''}`}
                  >
                    {row.getVisibleCells().map((cell) => (
                      <td
                        key={cell.id}
                        role="cell"
                        // On phones the column's name comes before the value, drawn by CSS so it is not part of the cell's text.
                        data-label={cellLabel(cell.column.columnDef.header)}
                        className="px-3 align-middle text-stone-800 max-md:flex max-md:min-h-8 max-md:items-center max-md:justify-between max-md:gap-4 max-md:py-1 max-md:text-right max-md:before:shrink-0 max-md:before:text-left max-md:before:text-stone-600 max-md:before:content-[attr(data-label)] sm:px-4 md:whitespace-nowrap md:py-3"
                      >
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </td>
                    ))}
                  </tr>
                ))}
          </tbody>
        </table>
        {/* A live region from the first render, so the message is announced when it appears. */}
        <div role="status">
          {waiting && <span className="sr-only">Loading…</span>}
          {showEmpty && <p className="px-4 py-10 text-center text-stone-700">{online ? emptyMessage : OFFLINE_MESSAGE}</p>}
        </div>
      </div>
      {paginate && data.length > 0 && <TablePagination table={table} pageSizes={pageSizes} label={label} />}
    </div>
  );
}
