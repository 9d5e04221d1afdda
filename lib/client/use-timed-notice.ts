'use client';

import { useCallback, useEffect, useState } from 'react';

/**
 * A notice that clears itself `ms` after it is shown. Showing one again, even the same text,
 * starts a new `ms`: each call stores a new box, so the effect below runs again.
 */
export function useTimedNotice<T>(ms: number): [T | null, (notice: T | null) => void] {
  const [shown, setShown] = useState<{ notice: T } | null>(null);
  useEffect(() => {
    if (!shown) return;
    const timer = window.setTimeout(() => setShown(null), ms);
    return () => window.clearTimeout(timer);
  }, [shown, ms]);
  const show = useCallback((notice: T | null) => setShown(notice === null ? null : { notice }), []);
  return [shown?.notice ?? null, show];
}
