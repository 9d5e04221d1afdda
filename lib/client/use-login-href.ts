'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { loginHref } from './return-path';

/**
 * The sign-in link that brings the buyer back to this very page, query included: a catalogue
 * page's page and sort, a payment return. useSearchParams makes a statically rendered page draw
 * everything up to the nearest Suspense boundary in the browser: call it only below one, or where
 * the server draws nothing anyway (next/dynamic without ssr, which brings its own).
 */
export function useLoginHref(): string {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  return loginHref(search ? `${pathname}?${search}` : pathname);
}
