import Link from 'next/link';

/** The spec's 'Product Added' banner. The cart toast announces the same news, so this one is not a live region. */
export function ProductAddedBanner() {
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-2 rounded-md border border-brand-600 bg-brand-50 px-4 py-3">
      <p className="flex items-center gap-2 font-semibold text-brand-900">
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-5 text-brand-700">
          <path d="m5 12.5 4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        Product Added
      </p>
      <Link href="/cart" className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900">
        View cart
      </Link>
    </div>
  );
}
