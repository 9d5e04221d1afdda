'use client';

import { useLinkStatus } from 'next/link';
import { useContext, useEffect } from 'react';
import { PendingLinks } from './NavigationProgress';

/**
 * Put inside a <Link>: while a click on it waits for a page that was not prefetched, the root
 * layout's progress bar shows (Next reports no link navigation anywhere else).
 */
export function LinkPending() {
  const { pending } = useLinkStatus();
  const setPendingLinks = useContext(PendingLinks);
  useEffect(() => {
    if (!pending || !setPendingLinks) return;
    setPendingLinks((count) => count + 1);
    return () => setPendingLinks((count) => count - 1);
  }, [pending, setPendingLinks]);
  return null;
}
