import { loginHref } from '@/lib/client/return-path';

/** First path segments (canonical spelling) of the screens only a signed-in buyer can use. */
const ACCOUNT_ROUTES = new Set(['cart', 'wishlist', 'checkout', 'success', 'order', 'orderdetails', 'transaction', 'profile', 'support']);

export function isAccountPath(pathname: string): boolean {
  return ACCOUNT_ROUTES.has(pathname.split('/')[1] ?? '');
}

/**
 * Where a visitor without a session cookie is sent instead of an account screen: the login page,
 * which brings them back here (query included, so a payment return is not lost). A cookie that
 * is present but no longer valid gets through; the screen's first API call answers 401 then.
 */
export function accountGateRedirect(pathname: string, search: string, hasSessionCookie: boolean): string | null {
  if (hasSessionCookie || !isAccountPath(pathname)) return null;
  return loginHref(`${pathname}${search}`);
}
