import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { QueryProvider } from '@/components/providers/QueryProvider';

/** Rendered per request (a small shell), so Next can stamp the CSP nonce proxy.ts made for it. */
export default async function AuthLayout({ children }: { children: ReactNode }) {
  await connection();
  return (
    // The tint runs on under the footer's top margin (mt-16), which would leave a white strip between them.
    <div className="-mb-16 bg-brand-50/60 px-4 pt-10 pb-26 sm:pt-16 sm:pb-32">
      <div className="mx-auto w-full max-w-lg rounded-xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <QueryProvider>{children}</QueryProvider>
      </div>
    </div>
  );
}
