import { isAccountPath } from '@/lib/routing/account-gate';

/** First path segments of the sign-in screens and of search results, rendered per request anyway. */
const PER_REQUEST_ROUTES = new Set(['login', 'signup', 'forgot-password', 'verify-email', 'searchpage']);

/**
 * Pages whose policy carries a per-request nonce instead of allowing inline scripts: every page
 * that shows or takes a buyer's data, and search results. Their renders cost one small shell per
 * request (the data comes from the API in the browser); the prerendered catalogue keeps its
 * shared, cacheable HTML (lib/security/headers.ts says why it cannot carry a nonce).
 */
export function needsNonce(pathname: string): boolean {
  return isAccountPath(pathname) || PER_REQUEST_ROUTES.has(pathname.split('/')[1] ?? '');
}

/** 128 random bits, base64: unguessable and fresh for each response. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
