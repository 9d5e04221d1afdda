'use client';

import type { Currency } from '@/lib/format/currency';
import { useCallback, useMemo, useState } from 'react';
import { z } from 'zod';
import { EMPTY_REVIEW, ReviewDialog, reviewDraft, type ReviewDraft } from '@/components/reviews/ReviewDialog';
import { DataTable } from '@/components/table/DataTable';
import { useDraft } from '@/lib/client/use-draft';
import { isPurchase, type Order, type OrderLine } from '@/lib/domain/orders';
import { productColumns, REVIEW_BUTTON_ATTRIBUTE } from './product-columns';

const rowId = (line: OrderLine, index: number) => `${line.productId}-${index}`;

const reviewDrafts = z.record(z.string(), reviewDraft);
const NO_DRAFTS: Record<string, ReviewDraft> = {};
const SENT_REVIEWS = 'reviews:sent';

/** The drafts with `productId`'s replaced; an emptied one is dropped, so a page with none stores nothing. */
function withDraft(drafts: Record<string, ReviewDraft>, productId: string, draft: ReviewDraft): Record<string, ReviewDraft> {
  const { [productId]: _replaced, ...others } = drafts;
  return draft.rating === EMPTY_REVIEW.rating && draft.feedback === EMPTY_REVIEW.feedback ? others : { ...others, [productId]: draft };
}

interface Reviewing {
  line: OrderLine;
  /** The button that opened the form: focus goes back to it, so keyboard users carry on where they were. */
  opener: HTMLButtonElement;
}

/** The products of one order, and the review form for whichever the buyer chose. */
export function OrderProducts({ order, currency }: { order: Order; currency: Currency }) {
  const [reviewing, setReviewing] = useState<Reviewing | null>(null);
  // Per product, so closing the form by mistake loses nothing, nor does a reload or a session that
  // ends while typing (drafts.ts); a submitted review empties its draft.
  const [drafts, setDrafts] = useDraft(`reviews:${order.orderId}`, reviewDrafts, NO_DRAFTS);
  // Reviews sent from this tab, by product, kept like the drafts (a reload, a session that ends): the
  // provider takes one per product, whichever order it came in, so on any order the button says
  // Reviewed and the form opens on the thanks, instead of a form that could only be refused.
  const [reviewed, setReviewed] = useDraft(SENT_REVIEWS, reviewDrafts, NO_DRAFTS);
  const openReview = useCallback((line: OrderLine, opener: HTMLButtonElement) => setReviewing({ line, opener }), []);
  const columns = useMemo(
    () => productColumns(currency, { reviewable: isPurchase(order.status), reviewed: (productId) => productId in reviewed, onReview: openReview }),
    [currency, order.status, reviewed, openReview],
  );
  const closeReview = () => {
    // A review sent meanwhile changed the columns, which draws the buttons anew: the product's new one.
    const opener = reviewing?.opener.isConnected
      ? reviewing.opener
      : document.querySelector<HTMLButtonElement>(`[${REVIEW_BUTTON_ATTRIBUTE}="${CSS.escape(reviewing?.line.productId ?? '')}"]`);
    opener?.focus();
    setReviewing(null);
  };

  return (
    <>
      <DataTable columns={columns} data={order.lines} label={`Products in order #${order.orderId}`} getRowId={rowId} paginate={false} />
      {reviewing && (
        <ReviewDialog
          key={reviewing.line.productId}
          product={reviewing.line}
          orderId={order.orderId}
          draft={drafts[reviewing.line.productId] ?? EMPTY_REVIEW}
          onDraftChange={(draft) => setDrafts((current) => withDraft(current, reviewing.line.productId, draft))}
          onReviewed={(review) => {
            setDrafts((current) => withDraft(current, reviewing.line.productId, EMPTY_REVIEW));
            setReviewed((current) => ({ ...current, [reviewing.line.productId]: review }));
          }}
          submitted={reviewed[reviewing.line.productId] ?? null}
          onClose={closeReview}
        />
      )}
    </>
  );
}
