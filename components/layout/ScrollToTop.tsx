'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * Whether the page, loaded afresh, already stands where it should: at the top, or at the section its
 * address names. Scrolling it to the top then would only undo a visitor's own scroll made while the
 * scripts were loading, or skip the #section a link pointed to. A reload or a return through the
 * history is taken to the top.
 */
function loadedInPlace(): boolean {
  if (location.hash) return true;
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'navigate';
}

/** Spec: pages scroll smoothly to the top on load and on route changes. */
export function ScrollToTop() {
  const pathname = usePathname();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    // So the browser does not put a reloaded page back where it was: with `scroll-behavior: smooth`
    // it goes there smoothly, and the scroll below, started during that, could stop anywhere.
    history.scrollRestoration = 'manual';
  }, []);
  useEffect(() => {
    const loading = shown.current === null;
    if (shown.current === pathname) return; // development's second run of the effect
    shown.current = pathname;
    if (loading && loadedInPlace()) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  }, [pathname]);
  return null;
}
