'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/**
 * Set when a pager link that has the keyboard focus is followed: which one, and where to. The page
 * it leads to is another page segment, drawn with a new pager, so the focus would drop to the body;
 * the new pager gives it back. The address keeps a pager drawn anywhere else from taking it.
 */
let followedJustNow: { rel: string; href: string } | null = null;

/** The pager's landmark (Pager.tsx), which keeps the keyboard focus from one page to the next. */
export function PagerNav({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  const nav = useRef<HTMLElement>(null);

  useEffect(() => {
    const followed = followedJustNow;
    followedJustNow = null;
    if (followed?.href !== location.href) return;
    // At either end the link followed is no link any more (shown disabled): the one back takes the focus.
    const link = nav.current?.querySelector<HTMLAnchorElement>(`a[rel="${followed.rel}"]`) ?? nav.current?.querySelector('a');
    // Where the page scrolled to on its way in (its top) is kept.
    link?.focus({ preventScroll: true });
  }, []);

  return (
    <nav
      ref={nav}
      aria-label={label}
      className={className}
      onClick={(event) => {
        const link = event.target instanceof Element ? event.target.closest('a') : null;
        // Followed in this tab only when Next's Link took the click (not a Ctrl or middle click).
        const inPlace = link !== null && event.defaultPrevented;
        followedJustNow = inPlace && document.activeElement === link ? { rel: link.rel, href: link.href } : null;
      }}
    >
      {children}
    </nav>
  );
}
