import type { Metadata } from 'next';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { QueryProvider } from '@/components/providers/QueryProvider';
import { publicSession } from '@/lib/auth/public-session';
import { getSession } from '@/lib/session/session';

/**
 * A buyer's own screens: reached only signed in (proxy.ts), never indexed; drawn in the browser, but
 * for the cart and the wishlist, which come with their data (BuyerData).
 */
export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * Rendered per request (a small shell), so Next can stamp the CSP nonce proxy.ts made for it; it also
 * hands the screens the buyer's session, which they would otherwise ask /api/session for first.
 */
export default async function AccountLayout({ children }: { children: ReactNode }) {
  await connection();
  const session = publicSession(await getSession());
  // A screen's height is known only once the buyer's data arrives: starting the footer below the
  // fold means that arrival moves nothing in view (no layout shift).
  return (
    <div className="mx-auto min-h-[calc(100dvh-4rem)] w-full max-w-7xl px-4 py-6 sm:py-8">
      <QueryProvider session={session}>{children}</QueryProvider>
    </div>
  );
}
