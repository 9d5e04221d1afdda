'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import type { Order, OrderLine, Transaction } from '@/lib/domain/orders';
import type { NewReview } from '@/lib/domain/reviews';
import { REVIEW_FAILURES, reviewReplyError } from '@/lib/orders/review-failure';
import { ApiError, apiFetch, pageBuyerHeaders } from './api';
import { queryKeys } from './query-keys';

/** `hasHistory`: whether the provider has an order history for the buyer at all (spec section 2's empty texts). */
export function useOrderLines() {
  return useQuery({
    queryKey: queryKeys.orders,
    queryFn: () => apiFetch<{ lines: OrderLine[]; hasHistory: boolean }>('/api/orders'),
    // Spec section 4: lists reload when the browser is back online, however fresh they were.
    refetchOnReconnect: 'always',
  });
}

export function useTransactions() {
  return useQuery({
    queryKey: queryKeys.transactions,
    queryFn: () => apiFetch<{ transactions: Transaction[]; hasHistory: boolean }>('/api/transactions'),
    refetchOnReconnect: 'always',
  });
}

/** One of the buyer's orders; an ApiError with status 404 when the buyer has none with that id. Null waits. */
export function useOrder(orderId: string | null) {
  return useQuery({
    queryKey: queryKeys.order(orderId ?? ''),
    queryFn: () => apiFetch<{ order: Order }>(`/api/orders/${encodeURIComponent(orderId ?? '')}`).then((body) => body.order),
    enabled: orderId !== null,
    refetchOnReconnect: 'always',
  });
}

/**
 * Posts a review with the buyer's own session. Not apiFetch: the spec's messages tell an HTML
 * answer apart from a JSON one, which apiFetch does not. Failures are ApiErrors (status 0 for a
 * failed fetch), so a 401 still ends the session like any other call.
 */
async function postReview(review: NewReview): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/api/reviews', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...pageBuyerHeaders() },
      body: JSON.stringify(review),
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    throw new ApiError(REVIEW_FAILURES.network, 0);
  }
  const json = (response.headers.get('Content-Type') ?? '').includes('application/json');
  const body: unknown = json ? await response.json().catch(() => undefined) : undefined;
  const failure = reviewReplyError({ status: response.status, json: json && body !== undefined, body });
  if (failure) throw new ApiError(failure, response.status);
}

/**
 * `onReviewed` runs once the review is in, here rather than in the caller's mutate(): those
 * callbacks are dropped once the buyer has left the page, and the review's draft must go anyway.
 */
export function useSubmitReview({ onReviewed }: { onReviewed: (review: NewReview) => void }) {
  return useMutation({ mutationFn: postReview, onSuccess: (_answer, review) => onReviewed(review) });
}
