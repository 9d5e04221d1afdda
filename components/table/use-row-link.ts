'use client';

import type { MouseEvent } from 'react';
import { useNavigate } from '@/lib/client/use-navigate';

/** A row's own controls do their own thing; a click anywhere else on the row opens it. */
const INTERACTIVE = 'a, button, input, select, textarea, label, summary';

/**
 * Whole-row links for the tables. Keyboard users get the same through the row's own link (a
 * product name, an order ID), so the row itself is not made focusable.
 */
export function useRowLink() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>, href: string) => {
    if (event.target instanceof Element && event.target.closest(INTERACTIVE)) return;
    // A press that ends a drag over the row's text selects it (an order ID to copy), nothing more.
    if (window.getSelection()?.toString().trim()) return;
    navigate(href);
  };
}
