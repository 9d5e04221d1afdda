import { ApiError } from '@/lib/client/api';

export const REVIEW_THANKS = 'Thank you for your review! It has been submitted successfully.';

/** Spec section 8, review submission. */
export const REVIEW_FAILURES = {
  network: 'Network error. Please check your connection.',
  server: 'Server error. Please try again later.',
  unknown: 'Something went wrong. Please try again.',
  companyRefused: 'The marketplace does not take reviews from company accounts yet.',
} as const;

const PREFIX = /^\s*failed to submit review:\s*/i;

/** What POST /api/reviews answered, as far as the buyer's message depends on it. */
export interface ReviewReply {
  status: number;
  /** Whether the body was JSON (an HTML error page from a proxy is not). */
  json: boolean;
  body: unknown;
}

const messageOf = (body: unknown) =>
  typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' ? body.message : '';

/**
 * The message for an answer that is not a success, or null for a success. The server's message
 * is shown without the 'Failed to submit review: ' prefix; without one it is a server error. An
 * answer that is not JSON is a server error whatever its status.
 */
export function reviewReplyError(reply: ReviewReply): string | null {
  if (!reply.json) return REVIEW_FAILURES.server;
  if (reply.status >= 200 && reply.status < 300) return null;
  return messageOf(reply.body).replace(PREFIX, '').trim() || REVIEW_FAILURES.server;
}

/** What the review form shows for whatever its submission threw. */
export function reviewErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return REVIEW_FAILURES.unknown;
  return error.status === 0 ? REVIEW_FAILURES.network : error.message;
}
