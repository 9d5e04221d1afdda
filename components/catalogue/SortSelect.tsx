'use client';

import { useRouter } from 'next/navigation';
import { useId } from 'react';
import { CATEGORY_SORTS, type CategorySort } from '@/lib/catalogue/listing';
import { useHydrated } from '@/lib/client/use-hydrated';

/** The category page's sort dropdown; a choice is a new URL (page 1), so it can be shared and cached. */
export function SortSelect({ value, hrefFor }: { value: CategorySort | null; hrefFor: Record<string, string> }) {
  const router = useRouter();
  const id = useId();
  const hydrated = useHydrated();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        Sort products
      </label>
      <select
        id={id}
        value={value ?? ''}
        disabled={!hydrated}
        onChange={(event) => router.push(hrefFor[event.target.value] ?? hrefFor[''] ?? '', { scroll: false })}
        className="rounded-md border border-stone-400 bg-white px-3 py-2 text-sm text-stone-900"
      >
        <option value="">Sort by</option>
        {CATEGORY_SORTS.map((sort) => (
          <option key={sort.value} value={sort.value}>
            {sort.label}
          </option>
        ))}
      </select>
    </div>
  );
}
