'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/** Spec: pages scroll smoothly to the top on load and on route changes. */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  }, [pathname]);
  return null;
}
