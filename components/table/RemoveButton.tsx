'use client';

import { Icon } from '@/components/icons/Icon';
import { ROW_REMOVE_ATTRIBUTE, useFocusAfterRemoval } from './use-focus-after-removal';

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
      onClick={onClick}
      aria-label={label}
      {...{ [ROW_REMOVE_ATTRIBUTE]: '' }}
      className={`inline-flex size-11 shrink-0 items-center justify-center rounded-md text-stone-600 hover:bg-red-50 hover:text-red-700 ${className}`}
    >
      <Icon name="close" className="size-5" />
    </button>
  );
}
