'use client';

import { useEffect, useId, useOptimistic, useRef } from 'react';
import { CATEGORY_SORTS, type CategorySort } from '@/lib/catalogue/listing';
import { useHydrated } from '@/lib/client/use-hydrated';
import { useNavigate } from '@/lib/client/use-navigate';
import { controlClass } from '@/components/forms/control-class';

/**
 * Set when a choice navigates. The sorted page is another route, drawn with a new select, so the
 * keyboard focus the buyer had on the old one would be lost (and with it their way through the
 * options, which a closed select steps through with the arrow keys): the new one takes it back.
 */
let chosenJustNow: string | null = null;

/** The category page's sort dropdown; a choice is a new URL (page 1), so it can be shared and cached. */
export function SortSelect({ value, hrefFor }: { value: CategorySort | null; hrefFor: Record<string, string> }) {
  const navigate = useNavigate();
  const id = useId();
  const hydrated = useHydrated();
  const select = useRef<HTMLSelectElement>(null);
  // The choice shows while its page is on the way (the select is controlled: it would go back to the old sort).
  const [shownValue, showValue] = useOptimistic(value ?? '');

  useEffect(() => {
    const chosen = chosenJustNow;
    chosenJustNow = null;
    if (chosen !== null && chosen === (value ?? '')) select.current?.focus({ preventScroll: true });
    // Once, when drawn: the sort of this select never changes (a new sort is a new page).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        Sort products
      </label>
      <select
        ref={select}
        id={id}
        value={shownValue}
        disabled={!hydrated}
        onChange={(event) => {
          const chosen = event.target.value;
          chosenJustNow = document.activeElement === event.target ? chosen : null;
          navigate(hrefFor[chosen] ?? hrefFor[''] ?? '', { scroll: false }, () => showValue(chosen));
        }}
        className={`${controlClass()} px-3 py-2 text-sm`}
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
