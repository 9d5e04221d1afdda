'use client';

import { notFound } from 'next/navigation';
import { Suspense, type ReactNode } from 'react';

/**
 * A prerendered page's not-found screen, drawn in its HTML and answered with 404.
 *
 * A page that calls notFound() itself gets an empty document from Next, with the home page's title,
 * and its not-found screen only once the scripts have run (vercel/next.js#62228): blank on a slow
 * phone, empty for a crawler. Here the page draws the screen (`children`) and notFound() is thrown
 * only while the server renders, inside a Suspense boundary: Next then sets the prerender's status
 * to 404 and keeps the rest of the page as drawn. Only for pages rendered by Next's prerender (the
 * cached catalogue): one rendered per request has sent its status before the boundary fails.
 */
export function NotFoundResponse({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Suspense fallback={null}>
        <NotFoundStatus />
      </Suspense>
    </>
  );
}

function NotFoundStatus() {
  if (typeof window === 'undefined') notFound();
  return null;
}

// The browser renders the boundary the server gave up on, which draws nothing, and React reports
// the server's failure there as an error (#419) carrying notFound()'s digest. That one is expected.
const NOT_FOUND_DIGEST = 'NEXT_HTTP_ERROR_FALLBACK;404';
if (typeof window !== 'undefined') {
  window.addEventListener('error', (event) => {
    if ((event.error as { digest?: unknown } | null)?.digest === NOT_FOUND_DIGEST) event.preventDefault();
  });
}
