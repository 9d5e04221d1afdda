'use client';

import { useEffect, useId, useRef, type FormEvent, type MouseEvent } from 'react';
import { z } from 'zod';
import { FormMessage } from '@/components/forms/FormMessage';
import { Icon } from '@/components/icons/Icon';
import { ProductThumb } from '@/components/orders/ProductThumb';
import { busyDialogHandlers } from '@/lib/client/busy-dialog';
import { useSubmitReview } from '@/lib/client/orders';
import { useSingleSubmit } from '@/lib/client/use-single-submit';
import { REVIEW_THANKS, reviewErrorMessage } from '@/lib/orders/review-failure';
import { REVIEW_MAX } from '@/lib/shopping/schemas';
import { FocusKeepingButton } from '@/components/ui/FocusKeepingButton';
import { Spinner } from '@/components/ui/Spinner';
import { StarInput } from './StarInput';
import { fieldControlClass } from '@/components/forms/control-class';

export interface ReviewedProduct {
  productId: string;
  productName: string;
  imageUrl: string | null;
}

/** What the buyer has chosen and written so far, kept by the page when the dialog closes. */
export const reviewDraft = z.object({ rating: z.number().int().min(0).max(5), feedback: z.string() });
export type ReviewDraft = z.infer<typeof reviewDraft>;

export const EMPTY_REVIEW: ReviewDraft = { rating: 0, feedback: '' };

interface ReviewDialogProps {
  product: ReviewedProduct;
  orderId: string;
  /** The form's values: the page keeps them, so they outlive the dialog. */
  draft: ReviewDraft;
  /** Every change of the draft. */
  onDraftChange: (draft: ReviewDraft) => void;
  /** The review as sent, once the provider has it (even if the dialog has closed by then). */
  onReviewed: (review: ReviewDraft) => void;
  /** The review this page already sent for the product: the dialog opens on the thanks. */
  submitted: ReviewDraft | null;
  /** Called once the dialog has closed (close button, Escape or a click on the backdrop). */
  onClose: () => void;
}

/**
 * Rating and review of one bought product, in a native modal dialog: the page behind is inert,
 * Escape closes it, and so does a click on the backdrop, except while the review is being sent
 * (its outcome shows here). States (spec section 4): idle, submitting (inputs disabled), done
 * (stars disabled, thanks instead of the form) or failed (message, form kept). Closed before it
 * is sent, what was chosen and written comes back when the dialog is opened again.
 */
export function ReviewDialog({ product, orderId, draft, onDraftChange, onReviewed, submitted, onClose }: ReviewDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const submission = useSubmitReview({ onReviewed: ({ rating, feedback }) => onReviewed({ rating, feedback }) });
  // Once in, the draft is gone (emptied just before the mutation says so): from the send on, the
  // form shows the review as sent, and the stars stay beside the thanks.
  const { rating, feedback } = submission.isPending || submission.isSuccess ? submission.variables : (submitted ?? draft);
  const setRating = (next: number) => onDraftChange({ ...draft, rating: next });
  const setFeedback = (next: string) => onDraftChange({ ...draft, feedback: next });
  // A double tap in one tick would send two reviews; the second, refused, would hide the thanks.
  const submitOnce = useSingleSubmit();
  const busy = submission.isPending;
  // A product reviewed once cannot be again (the provider refuses a second review).
  const done = submission.isSuccess || submitted !== null;
  const canSubmit = !busy && !done && rating >= 1 && feedback.trim() !== '';
  const closeAfterThanks = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // No close() on cleanup: removing the element ends the modal, and a queued close event
    // would reach the parent after a strict-mode remount.
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);

  useEffect(() => {
    // The form that held focus is gone once the review is in: the way out takes it.
    if (done) closeAfterThanks.current?.focus();
  }, [done]);

  const close = () => {
    if (!busy) dialog.current?.close();
  };
  // A click on the dialog element itself is a click on its backdrop: the content fills the box.
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    submitOnce((settled) => submission.mutate({ productId: product.productId, rating, feedback: feedback.trim() }, { onSettled: settled }));
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      {...busyDialogHandlers(busy, onClose)}
      onClick={onBackdrop}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-xl bg-white p-0 text-stone-900 shadow-xl backdrop:bg-stone-900/60"
    >
      <div className="p-5 sm:p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-bold text-brand-900">
            Review product
          </h2>
          <button type="button" onClick={close} disabled={busy} aria-label="Close" className="-m-1 rounded-md p-1 disabled:opacity-50 text-stone-600 hover:bg-stone-100 hover:text-stone-900">
            <Icon name="close" width={22} height={22} />
          </button>
        </div>
        <div className="mt-4 flex items-center gap-4 rounded-lg bg-stone-50 p-3">
          <ProductThumb src={product.imageUrl} size={64} />
          <div className="min-w-0">
            <p className="font-semibold break-words text-stone-900">{product.productName}</p>
            <p className="text-sm text-stone-700">Order #{orderId}</p>
          </div>
        </div>
        <form onSubmit={submit} className="mt-5 space-y-4" noValidate>
          <StarInput value={rating} onChange={setRating} disabled={busy || done} />
          {!done && (
            <>
              <div>
                <label htmlFor={textId} className="mb-1 block text-sm font-medium text-stone-800">
                  Your review
                </label>
                <textarea
                  id={textId}
                  value={feedback}
                  onChange={(event) => setFeedback(event.target.value)}
                  disabled={busy}
                  required
                  rows={4}
                  maxLength={REVIEW_MAX}
                  className={fieldControlClass()}
                />
              </div>
              {/* Kept focusable while the review is sent: a buyer whose review fails finds the focus where they left it. */}
              <FocusKeepingButton
                type="submit"
                unavailable={!canSubmit}
                aria-busy={busy || undefined}
                className="inline-flex w-full items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 aria-disabled:cursor-not-allowed aria-disabled:bg-stone-300 aria-disabled:text-stone-700"
              >
                {busy ? (
                  <>
                    <Spinner className="size-4" /> Submitting
                  </>
                ) : (
                  'Submit review'
                )}
              </FocusKeepingButton>
            </>
          )}
          <FormMessage error={submission.isError ? reviewErrorMessage(submission.error) : null} success={done ? REVIEW_THANKS : null} />
          {done && (
            <button ref={closeAfterThanks} type="button" onClick={close} className="w-full rounded-md border border-brand-700 px-4 py-2.5 font-semibold text-brand-800 hover:bg-brand-50">
              Close
            </button>
          )}
        </form>
      </div>
    </dialog>
  );
}
