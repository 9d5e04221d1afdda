import type { Order } from '@/lib/domain/orders';
import { formatOrderDate } from '@/lib/format/order-date';
import { orderProgress, type StepState } from '@/lib/orders/progress';

const STATE_TEXT: Record<StepState, string> = {
  done: 'completed',
  current: 'current status',
  upcoming: 'not reached yet',
};

const CHECK = 'm5 12.5 4.5 4.5L19 7.5';

/** The five delivery steps, following the order's status; a cancelled order says so instead. */
export function OrderProgressBar({ order }: { order: Pick<Order, 'status' | 'statusHistory' | 'createdAt'> }) {
  const progress = orderProgress(order);
  if (progress.kind === 'cancelled') {
    return (
      <div className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        <p className="font-semibold">This order was cancelled{progress.at ? ` on ${formatOrderDate(progress.at)}` : ''}.</p>
        <p className="mt-1 text-sm">It will not be shipped or delivered.</p>
      </div>
    );
  }
  return (
    <ol aria-label="Order progress" className="grid gap-4 sm:grid-cols-5 sm:gap-2">
      {progress.steps.map(({ step, label, state, at }, index) => {
        const reached = state !== 'upcoming';
        return (
          <li
            key={step}
            aria-current={state === 'current' ? 'step' : undefined}
            className={`relative flex items-center gap-3 sm:flex-col sm:text-center ${
              // The bar between this step and the one before it, coloured once this step is reached.
              index > 0
                ? `sm:before:absolute sm:before:top-4 sm:before:right-1/2 sm:before:h-1 sm:before:w-full sm:before:-translate-y-1/2 ${reached ? 'sm:before:bg-brand-700' : 'sm:before:bg-stone-200'}`
                : ''
            }`}
          >
            <span
              aria-hidden="true"
              className={`relative z-10 grid size-8 shrink-0 place-items-center rounded-full text-sm font-bold ${
                reached ? 'bg-brand-700 text-white' : 'border-2 border-stone-400 bg-white text-stone-600'
              } ${state === 'current' ? 'ring-4 ring-brand-100' : ''}`}
            >
              {reached ? (
                <svg viewBox="0 0 24 24" width={18} height={18} fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round" strokeLinejoin="round">
                  <path d={CHECK} />
                </svg>
              ) : (
                index + 1
              )}
            </span>
            <span>
              <span className={`block text-sm font-semibold ${reached ? 'text-stone-900' : 'text-stone-600'}`}>{label}</span>
              {at && <span className="block text-xs text-stone-600">{formatOrderDate(at)}</span>}
              <span className="sr-only"> ({STATE_TEXT[state]})</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
