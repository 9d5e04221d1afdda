'use client';

export interface Notice {
  kind: 'success' | 'error';
  text: string;
}

/** Spec section 4: checkout notifications clear after 3.5 s. */
export const CHECKOUT_NOTICE_MS = 3500;

/**
 * The outcome of an order attempt, beside the button that made it: the spec's notice, which clears,
 * and what to do about a failure, which stays. One live region from the first render, so both are
 * announced when they appear.
 */
export function CheckoutNotice({ notice, detail }: { notice: Notice | null; detail: string | null }) {
  return (
    <div role="status" aria-live="polite" className="space-y-2 empty:hidden">
      {notice && (
        <p
          className={`rounded-md border px-3 py-2 text-sm font-semibold ${
            notice.kind === 'success' ? 'border-brand-100 bg-brand-50 text-brand-900' : 'border-red-200 bg-red-50 text-red-800'
          }`}
        >
          {notice.text}
        </p>
      )}
      {detail && <p className="text-sm text-red-800">{detail}</p>}
    </div>
  );
}
