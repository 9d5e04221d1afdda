import { NextResponse, type NextRequest } from 'next/server';
import { accountGateRedirect } from '@/lib/routing/account-gate';
import { canonicalPath } from '@/lib/routing/canonical-path';
import { isDecodablePath } from '@/lib/routing/decodable-path';
import { isUnknownFaqPath } from '@/lib/routing/unknown-faq-path';
import { contentSecurityPolicy } from '@/lib/security/headers';
import { createNonce, needsNonce } from '@/lib/security/nonce-routes';
import { sessionCookieName } from '@/lib/session/cookie-name';

/** No route has this path: a rewrite to it draws the not-found page. */
const NOWHERE = '/_not-found-malformed-path';

/**
 * Answers a path whose percent-escapes do not decode (Next would answer 500) and a /faq path that
 * names no category (unknown-faq-path.ts) with the not-found page, redirects other casings of our routes to their one canonical form (308, permanent), sends
 * visitors from account screens to the login page, and gives the pages rendered per request a
 * Content-Security-Policy with a fresh nonce (Next reads it from the request and stamps it on its
 * scripts). Paged catalogue URLs are next.config.ts's rewrites (catalogue-rewrites.ts).
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (!isDecodablePath(pathname) || isUnknownFaqPath(pathname)) return NextResponse.rewrite(new URL(NOWHERE, request.url), { status: 404 });
  const target = canonicalPath(pathname);
  if (target) {
    const url = request.nextUrl.clone();
    url.pathname = target;
    return NextResponse.redirect(url, 308);
  }
  const login = accountGateRedirect(pathname, request.nextUrl.search, request.cookies.has(sessionCookieName()));
  if (login) return NextResponse.redirect(new URL(login, request.url), 307);
  return needsNonce(pathname) ? withNonce(request) : NextResponse.next();
}

function withNonce(request: NextRequest) {
  const policy = contentSecurityPolicy(process.env.NODE_ENV === 'production', createNonce());
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

export const config = {
  // Pages only: API routes, media, Next's assets and files with an extension never need it. Nor do
  // the catalogue's most requested pages in their canonical casing: home (which Next matches as
  // /index), product, category and all-products pages. The proxy would pass them through untouched
  // (proxy-skips.test.ts), and running it took about a quarter of a cached page's throughput.
  // Other casings (/Product/…, /Category/…) still match, and are redirected.
  // Those skipped pages still come here with a percent sign in their path, which may not decode.
  // Search terms and content paths are the visitor's own words, which may end like a file name
  // ("garri 2.5", "1.5kg"): they come here whatever their ending, as do the account pages that take
  // an id, which must never render without the account gate and the per-request policy.
  matcher: [
    '/((?!api/|media/|_next/|index$|product/|category/|allproduct(?:/|$)|.*\\.[a-zA-Z0-9]+$).+)',
    '/((?:product|category|allproduct)/.*%.*)',
    '/((?:searchpage|faq|services|orderdetails|support)/.+)',
  ],
};
