'use client';

import { useEffect, useRef, useState } from 'react';
import { Icon } from '@/components/icons/Icon';
import { SearchForm } from './SearchForm';

/** Small screens: a search icon that opens a full-width search form and locks page scrolling. */
export function MobileSearch() {
  const [open, setOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      openerRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  function close() {
    setOpen(false);
    openerRef.current?.focus();
  }

  return (
    <div className="md:hidden">
      <button
        ref={openerRef}
        type="button"
        onClick={() => setOpen(true)}
        aria-expanded={open}
        aria-label="Open search"
        className="rounded-md p-2 text-stone-700 hover:bg-stone-100"
      >
        <Icon name="search" />
      </button>
      {open && (
        <div
          role="dialog"
          aria-modal="true"
          aria-label="Search products"
          className="fixed inset-x-0 top-0 z-50 flex h-dvh flex-col bg-black/40"
          onClick={(event) => event.target === event.currentTarget && close()}
        >
          <div className="flex items-center gap-2 bg-white p-3 shadow-md">
            <SearchForm onSearched={() => setOpen(false)} autoFocus />
            <button
              type="button"
              onClick={close}
              aria-label="Close search"
              className="rounded-md p-2 text-stone-700 hover:bg-stone-100"
            >
              <Icon name="close" />
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
