'use client';

import { createContext, useEffect, useState, useTransition, type Dispatch, type ReactNode, type SetStateAction, type TransitionStartFunction } from 'react';

/**
 * Starts a navigation in the transition the progress bar watches; outside the provider (a test
 * rendering one component), the navigation just runs.
 */
export const NavigationTransition = createContext<TransitionStartFunction>((navigate) => void navigate());

/** Counts the links whose navigation is waiting for its page (LinkPending); none outside the provider. */
export const PendingLinks = createContext<Dispatch<SetStateAction<number>> | null>(null);

/** A navigation quicker than this shows nothing (a cached page arrives in a few milliseconds). */
const SHOW_AFTER_MS = 200;

/**
 * A thin bar across the top, and "Loading page…" for screen readers, while a navigation started in
 * code (a search, a sort, a table row) or by a link holding a LinkPending waits for its page: no
 * loading.tsx boundary shows one (the catalogue routes have none, so their content paints in the
 * first frame), and the old page stays up meanwhile. Held by the root layout, so it outlives the
 * control that started it (the phone's search dialog closes at once).
 */
export function NavigationProgress({ children }: { children: ReactNode }) {
  const [pending, startTransition] = useTransition();
  const [pendingLinks, setPendingLinks] = useState(0);
  const waiting = pending || pendingLinks > 0;
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setShown(true), SHOW_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [waiting]);
  return (
    <NavigationTransition value={startTransition}>
      <PendingLinks value={setPendingLinks}>
        {shown && <div aria-hidden="true" data-navigation-progress="" className="navigation-progress" />}
        <p role="status" className="sr-only">
          {shown ? 'Loading page…' : ''}
        </p>
        {children}
      </PendingLinks>
    </NavigationTransition>
  );
}
