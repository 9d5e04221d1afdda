const AUTH_PAGES = ['/login', '/signup', '/verify-email', '/forgot-password'];

/**
 * Where to send a buyer after signing in. Only a path on this site is accepted, so a crafted
 * `?next=https://evil.example` link cannot bounce a fresh session somewhere else.
 */
export function safeReturnPath(next: string | null | undefined, fallback = '/'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  const path = next.split(/[?#]/)[0] ?? '';
  if (AUTH_PAGES.some((page) => path === page || path.startsWith(`${page}/`))) return fallback;
  return next;
}

export function loginHref(returnTo: string): string {
  const next = safeReturnPath(returnTo, '');
  return next && next !== '/' ? `/login?next=${encodeURIComponent(next)}` : '/login';
}
