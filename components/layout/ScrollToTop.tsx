'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/** Spec: pages scroll smoothly to the top on load and on route changes. */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    // So the browser does not put a reloaded page back where it was: with `scroll-behavior: smooth`
    // it goes there smoothly, and the scroll below, started during that, could stop anywhere.
    history.scrollRestoration = 'manual';
  }, []);
  useEffect(() => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  }, [pathname]);
  return null;
}
