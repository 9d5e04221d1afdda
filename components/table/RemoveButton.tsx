'use client';

import type { MouseEvent } from 'react';
import { Icon } from '@/components/icons/Icon';
import { ROW_REMOVE_ATTRIBUTE, useFocusAfterRemoval } from './use-focus-after-removal';

/** About a double click's length: a pointer's second press within it is the same gesture's. */
const SAME_GESTURE_MS = 500;
/** When a pointer last removed a row, on any list: rows go at once, so the next moves up under it. */
let lastPointerRemoval = -Infinity;

/**
 * Whether a click removes: a double click (or tap) removes the row under its first press only, not
 * also the next row's, which its second press lands on. Keys (detail 0) always do: focus moves on
 * to the next row's button on purpose.
 */
function removes(event: MouseEvent<HTMLButtonElement>): boolean {
  if (event.detail === 0) return true;
  const now = performance.now();
  if (event.detail > 1 || now - lastPointerRemoval < SAME_GESTURE_MS) return false;
  lastPointerRemoval = now;
  return true;
}

/**
 * A row's remove control: a 44 px target around the close icon, named for what it removes. Pressed
 * from the keyboard, it hands the focus on when its row goes.
 */
export function RemoveButton({ label, onClick, className = '' }: { label: string; onClick: () => void; className?: string }) {
  const ref = useFocusAfterRemoval<HTMLButtonElement>();
  return (
    <button
      ref={ref}
      type="button"
      onClick={(event) => removes(event) && onClick()}
      aria-label={label}
      {...{ [ROW_REMOVE_ATTRIBUTE]: '' }}
      className={`inline-flex size-11 shrink-0 items-center justify-center rounded-md text-stone-600 hover:bg-red-50 hover:text-red-700 ${className}`}
    >
      <Icon name="close" className="size-5" />
    </button>
  );
}
