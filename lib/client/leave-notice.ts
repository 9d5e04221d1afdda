/**
 * Leaving a notice for the next page, apart from reading one (page-notice.ts): the query client
 * leaves one when a session ends, and is on every page, where the reader's zod is not wanted.
 */
export const NOTICE_KEY = 'page-notice';

/** A step's success (green), or word of something that happened to the buyer (neutral). */
export type NoticeTone = 'success' | 'info';

/**
 * Leaves the provider's success message of a step (signed up, verified, password reset), or why the
 * buyer was sent on (their session ended), for the page opened next, in this tab's sessionStorage.
 * In the URL (`?notice=…`), anyone could link to our sign-in page with a green "success" banner of
 * their own words ("Security alert: call …").
 */
export function leaveNotice(page: string, text: string, tone: NoticeTone = 'success'): void {
  try {
    window.sessionStorage.setItem(NOTICE_KEY, JSON.stringify({ page, text, tone, at: Date.now() }));
  } catch {
    // Storage switched off: the step still worked, only its message is not repeated.
  }
}
