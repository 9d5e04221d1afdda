'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { Icon } from '@/components/icons/Icon';
import { useHydrated } from '@/lib/client/use-hydrated';
import { SearchForm } from './SearchForm';

const OPENER = 'rounded-md p-2 text-stone-700 hover:bg-stone-100';

/**
 * Small screens: a search icon that opens a full-width search form and locks page scrolling. The
 * form is a modal <dialog>, so the page behind it is inert: Tab stays within the form and its Close
 * control, and Escape closes it. Until the page hydrates the icon is a link to the search page, so
 * a tap on a slow phone still leads to a search box.
 */
export function MobileSearch() {
  const [open, setOpen] = useState(false);
  // How far down the header reaches when the form opens (the app banner above it may be on screen).
  const [headerBottom, setHeaderBottom] = useState(0);
  const openerRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const hydrated = useHydrated();

  useEffect(() => {
    if (!open) return;
    dialogRef.current?.showModal();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    // Turned or widened to the header's own search box (md): this one is hidden with its icon, and a
    // hidden modal would leave the page inert and unscrollable.
    const wide = window.matchMedia('(min-width: 768px)');
    const closeWhenWide = () => wide.matches && dialogRef.current?.close();
    wide.addEventListener('change', closeWhenWide);
    return () => {
      wide.removeEventListener('change', closeWhenWide);
      document.body.style.overflow = overflow;
    };
  }, [open]);

  // Back to the icon that opened it, for Close, Escape, a tap beside the form and a search alike.
  function close() {
    setOpen(false);
    openerRef.current?.focus();
  }

  return (
    <div className="flex md:hidden">
      {hydrated ? (
        <button
          ref={openerRef}
          type="button"
          onClick={() => {
            // The form covers the header whole, rather than leaving its lower half showing under the form.
            setHeaderBottom(openerRef.current?.closest('header')?.getBoundingClientRect().bottom ?? 0);
            setOpen(true);
          }}
          aria-expanded={open}
          aria-label="Open search"
          className={OPENER}
        >
          <Icon name="search" />
        </button>
      ) : (
        // The same box as the button (both flex items), which takes its place without moving anything.
        <Link href="/searchpage" prefetch={false} aria-label="Open search" className={OPENER}>
          <Icon name="search" />
        </Link>
      )}
      {open && (
        <dialog
          ref={dialogRef}
          aria-label="Search products"
          onClose={close}
          onClick={(event) => event.target === event.currentTarget && dialogRef.current?.close()}
          className="m-0 h-dvh max-h-none w-full max-w-none bg-transparent p-0 backdrop:bg-black/40"
        >
          <div style={{ minHeight: headerBottom }} className="flex items-end gap-2 bg-white p-3 shadow-md">
            <SearchForm onSearched={() => dialogRef.current?.close()} autoFocus />
            <button
              type="button"
              onClick={() => dialogRef.current?.close()}
              aria-label="Close search"
              className="shrink-0 rounded-md p-2 text-stone-700 hover:bg-stone-100"
            >
              <Icon name="close" />
            </button>
          </div>
        </dialog>
      )}
    </div>
  );
}
