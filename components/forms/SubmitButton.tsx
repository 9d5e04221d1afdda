import type { MouseEvent, ReactNode } from 'react';

/**
 * A form's submit button. While the form is sent it reads `busyLabel` and is aria-disabled rather
 * than disabled: a disabled button loses the keyboard focus, which a buyer whose attempt fails would
 * then have to find again. A click, or Enter in a field, submits nothing meanwhile.
 */
export function SubmitButton({ busy, busyLabel, children }: { busy: boolean; busyLabel: string; children: ReactNode }) {
  return (
    <button
      type="submit"
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={(event: MouseEvent) => busy && event.preventDefault()}
      className="w-full rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 aria-disabled:cursor-not-allowed aria-disabled:opacity-70"
    >
      {busy ? busyLabel : children}
    </button>
  );
}
