'use client';

import { useId, useState, type FormEvent } from 'react';
import { Icon } from '@/components/icons/Icon';
import { searchUrl } from '@/lib/catalogue/urls';
import { useNavigate } from '@/lib/client/use-navigate';

/**
 * The header's search box; `onSearched` lets the mobile overlay close itself after a search. Before
 * hydration the browser sends it to its action (app/(shop)/searchpage/page.tsx), which redirects.
 */
export function SearchForm({ onSearched, autoFocus = false }: { onSearched?: () => void; autoFocus?: boolean }) {
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const inputId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = term.trim();
    if (!query) return;
    navigate(searchUrl(query));
    setTerm('');
    onSearched?.();
  }

  return (
    <form role="search" action="/searchpage" onSubmit={submit} className="flex w-full items-stretch">
      <label htmlFor={inputId} className="sr-only">
        Search products
      </label>
      <input
        id={inputId}
        type="search"
        name="search"
        placeholder="Search"
        required
        autoFocus={autoFocus}
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        className="min-w-0 flex-1 rounded-l-md border border-stone-300 bg-white px-3 py-2 text-base focus:border-brand-600 focus:outline-none"
      />
      <button
        type="submit"
        className="flex items-center gap-1 rounded-r-md bg-brand-700 px-4 font-medium text-white hover:bg-brand-800"
      >
        <Icon name="search" width={18} height={18} />
        Search
      </button>
    </form>
  );
}
