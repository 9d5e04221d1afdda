import type { Metadata } from 'next';
import type { ReactNode } from 'react';

/** A buyer's own screens: reached only signed in (proxy.ts), drawn in the browser, never indexed. */
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function AccountLayout({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-8">{children}</div>;
}
