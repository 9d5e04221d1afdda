'use client';

import { useId, type FormEvent } from 'react';
import { Icon } from '@/components/icons/Icon';
import { SEARCH_TERM_MAX_LENGTH, searchTerm } from '@/lib/catalogue/search-term';
import { searchUrl } from '@/lib/catalogue/urls';
import { useNavigate } from '@/lib/client/use-navigate';

interface Props {
  /** Lets the mobile overlay close itself after a search. */
  onSearched?: () => void;
  autoFocus?: boolean;
  /** The landmark's name, where a page has a search box besides the header's. */
  label?: string;
}

/**
 * The header's search box. Before hydration the browser sends it to its action
 * (app/(shop)/searchpage/page.tsx), which redirects to the results.
 */
export function SearchForm({ onSearched, autoFocus = false, label }: Props) {
  const navigate = useNavigate();
  const inputId = useId();

  // The box is read when the form is sent, not kept in state: what a visitor typed before the page
  // hydrated is in the box but was never seen by an onChange.
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const term = searchTerm(String(new FormData(form).get('search') ?? ''));
    if (!term) return;
    navigate(searchUrl(term));
    form.reset();
    onSearched?.();
  }

  return (
    <form role="search" aria-label={label} action="/searchpage" onSubmit={submit} className="flex w-full min-w-0 items-stretch">
      <label htmlFor={inputId} className="sr-only">
        Search products
      </label>
      <input
        id={inputId}
        type="search"
        name="search"
        placeholder="Search"
        required
        maxLength={SEARCH_TERM_MAX_LENGTH}
        autoFocus={autoFocus}
        className="min-w-0 flex-1 rounded-l-md border border-stone-500 bg-white px-3 py-2 text-base"
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
