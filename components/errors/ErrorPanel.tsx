'use client';

import Link from 'next/link';
import { useEffect } from 'react';

/** The router error page text the spec gives, with a way to try again. */
export function ErrorPanel({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  const digest = error instanceof Error && 'digest' in error ? String(error.digest) : null;
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold">Unexpected Application Error!</h1>
      <p className="mt-2 text-stone-600">Something went wrong while showing this page. Your cart and orders are safe.</p>
      {digest && <p className="mt-2 text-xs text-stone-500">Reference: {digest}</p>}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={retry}
          className="rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800"
        >
          Try again
        </button>
        <Link href="/" className="rounded-md border border-brand-700 px-5 py-2.5 font-medium text-brand-800 hover:bg-brand-50">
          Go to the home page
        </Link>
      </div>
    </section>
  );
}
