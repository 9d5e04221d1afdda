'use client';

import Link from 'next/link';
import { useId, useState } from 'react';
import { LinkPending } from '@/components/layout/LinkPending';
import { categoryUrl } from '@/lib/catalogue/urls';
import { useHydrated } from '@/lib/client/use-hydrated';
import type { Category } from '@/lib/domain/catalogue';

/**
 * The category side panel. On small screens it hides behind Show Filter / Hide Filter; choosing a
 * category is a plain link without a sort, so the sort resets, the URL changes and the page
 * scrolls up, and the panel (keyed by category on the page) starts closed again.
 */
export function CategoryFilter({ categories, currentId }: { categories: Category[]; currentId: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const hydrated = useHydrated();
  return (
    <aside aria-label="Filter by category" className="lg:w-60 lg:shrink-0">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        disabled={!hydrated}
        className="mb-3 rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 lg:hidden"
      >
        {open ? 'Hide Filter' : 'Show Filter'}
      </button>
      <div id={panelId} className={`${open ? 'block' : 'hidden'} rounded-lg border border-stone-200 p-4 lg:block`}>
        <h2 className="mb-3 text-base font-semibold text-stone-900">Categories</h2>
        <ul className="space-y-1">
          {categories.map((category) => {
            const current = category.id === currentId;
            return (
              <li key={category.id}>
                <Link
                  href={categoryUrl(category)}
                  aria-current={current ? 'page' : undefined}
                  onClick={() => setOpen(false)}
                  className={`block rounded px-2 py-1.5 text-sm ${current ? 'bg-brand-700 font-semibold text-white' : 'text-stone-800 hover:bg-brand-50 hover:text-brand-800'}`}
                >
                  {category.name}
                  <LinkPending />
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </aside>
  );
}
