const AUTH_PAGES = ['/login', '/signup', '/verify-email', '/forgot-password'];

/** An origin no real page has, to read a return path the way a browser would against this site's. */
const HERE = 'http://return-path.invalid';

/**
 * Where to send a buyer after signing in. Only a path on this site is accepted, so a crafted
 * `?next=https://evil.example` link cannot bounce a fresh session somewhere else. The path is read
 * as the browser and Next's router will read it (they drop tabs and line breaks and take a
 * backslash for a slash, so `/<tab>/evil.example` is `//evil.example`), and that reading is returned.
 */
export function safeReturnPath(next: string | null | undefined, fallback = '/'): string {
  if (!next?.startsWith('/')) return fallback;
  let url: URL;
  try {
    url = new URL(next, HERE);
  } catch {
    return fallback;
  }
  if (url.origin !== HERE) return fallback;
  // Dot segments are resolved away: `/.//evil.example` stays on HERE but its path, `//evil.example`,
  // is what the router is handed, and it reads that as another site.
  if (url.pathname.startsWith('//')) return fallback;
  const path = url.pathname.toLowerCase();
  if (AUTH_PAGES.some((page) => path === page || path.startsWith(`${page}/`))) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function loginHref(returnTo: string): string {
  const next = safeReturnPath(returnTo, '');
  return next && next !== '/' ? `/login?next=${encodeURIComponent(next)}` : '/login';
}
