'use client';

import { createContext, useEffect, useState, useTransition, type ReactNode, type TransitionStartFunction } from 'react';

/**
 * Starts a navigation in the transition the progress bar watches; outside the provider (a test
 * rendering one component), the navigation just runs.
 */
export const NavigationTransition = createContext<TransitionStartFunction>((navigate) => void navigate());

/** A navigation quicker than this shows nothing (a cached page arrives in a few milliseconds). */
const SHOW_AFTER_MS = 200;

/**
 * A thin bar across the top, and "Loading page…" for screen readers, while a navigation started in
 * code (a search, a sort, a table row) waits for its page: no loading.tsx boundary shows one (the
 * catalogue routes have none, so their content paints in the first frame), and the old page stays
 * up meanwhile. Held by the root layout, so it outlives the control that started it (the phone's
 * search dialog closes at once).
 */
export function NavigationProgress({ children }: { children: ReactNode }) {
  const [pending, startTransition] = useTransition();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setShown(true), SHOW_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [pending]);
  return (
    <NavigationTransition value={startTransition}>
      {shown && <div aria-hidden="true" data-navigation-progress="" className="navigation-progress" />}
      <p role="status" className="sr-only">
        {shown ? 'Loading page…' : ''}
      </p>
      {children}
    </NavigationTransition>
  );
}
