'use client';

import { useEffect, useRef, useState } from 'react';
import { RelativeTime } from '@/components/catalogue/RelativeTime';
import { StarRating } from '@/components/catalogue/StarRating';
import { FocusKeepingButton } from '@/components/ui/FocusKeepingButton';
import { ApiError, apiFetch } from '@/lib/client/api';
import type { Page } from '@/lib/domain/page';
import type { ProductReviews, Review } from '@/lib/domain/reviews';

/** What a page of reviews that came back unreadable (a proxy's HTML error page, say) says. */
const UNREADABLE = 'Server error. Please try again later.';

type LoadState = { status: 'idle' } | { status: 'loading' } | { status: 'failed'; message: string };

/** The Customer Feedback list: the first page comes rendered with the product, later ones on request. */
export function ReviewList({ productId, first }: { productId: string; first: Page<Review> }) {
  const [pages, setPages] = useState<Page<Review>[]>([first]);
  const [state, setState] = useState<LoadState>({ status: 'idle' });
  const last = pages[pages.length - 1]!;
  const reviews = pages.flatMap((page) => page.items);
  // Shown by "Show more reviews": the first of them takes the focus, as the button may be gone with
  // the last page, and a screen reader reads on from there.
  const [firstAdded, setFirstAdded] = useState<number | null>(null);
  const firstAddedItem = useRef<HTMLLIElement>(null);
  useEffect(() => firstAddedItem.current?.focus(), [firstAdded]);

  async function loadMore() {
    setState({ status: 'loading' });
    try {
      const body = await apiFetch<ProductReviews | null>(`/api/products/${encodeURIComponent(productId)}/reviews?page=${last.page + 1}`, {
        failures: { unexplained: UNREADABLE },
      });
      if (!body?.reviews) throw new ApiError(UNREADABLE, 200);
      const more = body.reviews;
      // Pages are counted from the newest review: each one added since the first page was drawn
      // pushes one of its reviews onto the next page, which must not show it twice.
      const shown = new Set(pages.flatMap((page) => page.items.map((review) => review.id)));
      const added = more.items.filter((review) => !shown.has(review.id));
      setPages([...pages, { ...more, items: added }]);
      setFirstAdded(added[0]?.id ?? null);
      setState({ status: 'idle' });
    } catch (error) {
      setState({ status: 'failed', message: error instanceof ApiError ? error.message : UNREADABLE });
    }
  }

  if (reviews.length === 0) return <p className="text-stone-700">No reviews yet</p>;
  return (
    <div>
      <ul className="divide-y divide-stone-200">
        {reviews.map((review) => (
          <li
            key={review.id}
            ref={review.id === firstAdded ? firstAddedItem : undefined}
            tabIndex={review.id === firstAdded ? -1 : undefined}
            className="py-4 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold wrap-anywhere text-stone-900">{review.buyerName || 'Anonymous'}</p>
              <p className="text-sm text-stone-600">
                <RelativeTime value={review.createdAt} />
              </p>
            </div>
            <StarRating rating={review.rating} size="sm" className="mt-1" />
            <p className="mt-2 whitespace-pre-line wrap-anywhere text-stone-800">{review.feedback}</p>
          </li>
        ))}
      </ul>
      {state.status === 'failed' && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          Error loading reviews: {state.message}
        </p>
      )}
      {last.page < last.lastPage && (
        <FocusKeepingButton
          unavailable={state.status === 'loading'}
          onClick={loadMore}
          className="mt-4 rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 aria-disabled:opacity-60"
        >
          {state.status === 'loading' ? 'Loading reviews…' : 'Show more reviews'}
        </FocusKeepingButton>
      )}
    </div>
  );
}
