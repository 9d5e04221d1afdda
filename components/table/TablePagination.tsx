'use client';

import type { Table } from '@tanstack/react-table';
import { useId } from 'react';
import { FocusKeepingButton } from '@/components/ui/FocusKeepingButton';
import { controlClass } from '@/components/forms/control-class';

const button =
  'rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 aria-disabled:cursor-not-allowed aria-disabled:border-stone-200 aria-disabled:bg-stone-100 aria-disabled:text-stone-500';

/** Rows per page, where the rows on show sit in the whole list, and Previous / Next. */
export function TablePagination<Row>({ table, pageSizes, label }: { table: Table<Row>; pageSizes: readonly number[]; label: string }) {
  const sizeId = useId();
  const { pageIndex, pageSize } = table.getState().pagination;
  const total = table.getRowCount();
  const first = total === 0 ? 0 : pageIndex * pageSize + 1;
  const last = Math.min(total, (pageIndex + 1) * pageSize);
  return (
    <nav aria-label={`${label} pages`} className="mt-3 flex flex-wrap items-center justify-between gap-x-6 gap-y-3 text-sm text-stone-700">
      <div className="flex items-center gap-2">
        <label htmlFor={sizeId}>Rows per page</label>
        <select
          id={sizeId}
          value={pageSize}
          onChange={(event) => table.setPageSize(Number(event.target.value))}
          className={`${controlClass()} px-2 py-1`}
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <p aria-live="polite">
        {first}–{last} of {total}
      </p>
      <div className="flex items-center gap-3">
        <FocusKeepingButton className={button} onClick={() => table.previousPage()} unavailable={!table.getCanPreviousPage()}>
          Previous
        </FocusKeepingButton>
        <span aria-current="page" className="whitespace-nowrap font-medium text-stone-900">
          Page {pageIndex + 1} of {Math.max(1, table.getPageCount())}
        </span>
        <FocusKeepingButton className={button} onClick={() => table.nextPage()} unavailable={!table.getCanNextPage()}>
          Next
        </FocusKeepingButton>
      </div>
    </nav>
  );
}
