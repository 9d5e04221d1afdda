import type { ReactNode } from 'react';
import { SubmitButton } from '@/components/forms/SubmitButton';

/** A form's submit button, with a live line beside it for notes that are not errors. */
export function FormActions({ busy, busyLabel, note, children }: { busy: boolean; busyLabel: string; note?: string | null; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center">
      <div className="sm:w-48">
        <SubmitButton busy={busy} busyLabel={busyLabel}>
          {children}
        </SubmitButton>
      </div>
      <p role="status" className="text-sm text-stone-700">
        {note}
      </p>
    </div>
  );
}
