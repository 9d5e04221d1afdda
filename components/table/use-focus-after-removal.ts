import { useLayoutEffect, useRef } from 'react';

/** Marks the remove buttons a row's successor can take the focus to. */
export const ROW_REMOVE_ATTRIBUTE = 'data-row-remove';

/**
 * A remove button goes with its row, and the keyboard focus with it (to the page's start). When
 * the focused one unmounts, the focus moves to the next row's remove button, else the previous
 * row's, else the page's heading (the list is empty then). Layout effects are cleaned up before
 * React takes the row out of the document, so the neighbours can still be found.
 */
export function useFocusAfterRemoval<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const button = ref.current;
    return () => {
      if (!button || document.activeElement !== button) return;
      const row = button.closest('tr');
      const selector = `[${ROW_REMOVE_ATTRIBUTE}]`;
      const neighbour = row?.nextElementSibling?.querySelector<HTMLElement>(selector) ?? row?.previousElementSibling?.querySelector<HTMLElement>(selector);
      const target = neighbour ?? document.querySelector<HTMLElement>('main h1');
      if (!target) return;
      if (!neighbour && !target.hasAttribute('tabindex')) target.tabIndex = -1;
      target.focus();
    };
  }, []);
  return ref;
}
