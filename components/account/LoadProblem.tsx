import { FocusKeepingButton } from '@/components/ui/FocusKeepingButton';
import { Spinner } from '@/components/ui/Spinner';

/** A load that failed (offline, provider down): say so and offer another try; nothing else changes. */
export function LoadProblem({ message, onRetry, busy = false }: { message: string; onRetry: () => void; busy?: boolean }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-6 text-center text-red-900">
      <p>{message}</p>
      <FocusKeepingButton
        unavailable={busy}
        onClick={onRetry}
        className="mt-4 inline-flex items-center gap-2 rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 aria-disabled:opacity-70"
      >
        {busy && <Spinner className="size-4" />}
        Try again
      </FocusKeepingButton>
    </div>
  );
}
