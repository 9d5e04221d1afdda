import { ApiError } from '@/lib/client/api';
import { SUPPORT_MESSAGES } from './messages';

const FORM_FIELDS = ['subject', 'category', 'priority', 'description'] as const;

/**
 * What a failed ticket submission shows (spec section 8): errors the form can place at its fields,
 * else a message for the error dialog: the server's, the network error, or the spec's fallback.
 */
export function submissionFailure(error: unknown): { fieldErrors: Record<string, string[]> } | { message: string } {
  if (!(error instanceof ApiError)) return { message: SUPPORT_MESSAGES.submissionFailed };
  const fieldErrors = Object.fromEntries(Object.entries(error.fieldErrors).filter(([field]) => (FORM_FIELDS as readonly string[]).includes(field)));
  if (error.status === 422 && Object.keys(fieldErrors).length > 0) return { fieldErrors };
  return { message: error.message || SUPPORT_MESSAGES.submissionFailed };
}
