'use client';

import { useRef } from 'react';

/**
 * Lets a form's change start once at a time: `submitOnce(start)` calls `start(done)` unless an
 * earlier start has not called `done` yet. Held in a ref, not in render state: two submits in one
 * tick (a double Enter or tap on a busy phone) both see the `isPending` of the last render, which
 * TanStack Query only updates on the next one, and would both reach the provider.
 */
export function useSingleSubmit(): (start: (done: () => void) => void) => void {
  const running = useRef(false);
  return (start) => {
    if (running.current) return;
    running.current = true;
    start(() => {
      running.current = false;
    });
  };
}
