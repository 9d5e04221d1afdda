import type { ReactNode } from 'react';
import { FocusKeepingButton } from '@/components/ui/FocusKeepingButton';

/**
 * A form's submit button. While the form is sent it reads `busyLabel` and is unavailable but keeps
 * the keyboard focus (FocusKeepingButton), which a buyer whose attempt fails would otherwise have to
 * find again. Like every submit FocusKeepingButton, it works only once the page has hydrated.
 */
export function SubmitButton({ busy, busyLabel, children }: { busy: boolean; busyLabel: string; children: ReactNode }) {
  return (
    <FocusKeepingButton
      type="submit"
      unavailable={busy}
      aria-busy={busy || undefined}
      className="w-full rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 aria-disabled:cursor-not-allowed aria-disabled:opacity-70"
    >
      {busy ? busyLabel : children}
    </FocusKeepingButton>
  );
}
