import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { QueryProvider } from '@/components/providers/QueryProvider';

/** Rendered per request (a small shell), so Next can stamp the CSP nonce proxy.ts made for it. */
export default async function AuthLayout({ children }: { children: ReactNode }) {
  await connection();
  return (
    <div className="bg-brand-50/60 px-4 py-10 sm:py-16">
      <div className="mx-auto w-full max-w-lg rounded-xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <QueryProvider>{children}</QueryProvider>
      </div>
    </div>
  );
}
