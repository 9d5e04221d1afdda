import { NextResponse, type NextRequest } from 'next/server';
import { canonicalPath } from '@/lib/routing/canonical-path';

/** Redirects other casings of our routes to their one canonical form (308, permanent). */
export function proxy(request: NextRequest) {
  const target = canonicalPath(request.nextUrl.pathname);
  if (!target) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = target;
  return NextResponse.redirect(url, 308);
}

export const config = {
  // Pages only: API routes, media, Next's assets and files with an extension never need it.
  matcher: ['/((?!api/|media/|_next/|.*\\.[a-zA-Z0-9]+$).*)'],
};
