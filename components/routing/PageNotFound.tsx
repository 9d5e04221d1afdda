import Link from 'next/link';

/** The spec's 404 screen: what a missing page shows, whether its path is unknown or its content gone. */
export function PageNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-semibold">This Page doesn&apos;t exist</h1>
      <p className="mt-2 text-stone-600">The link may be broken, or the page may have moved.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/" className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
          Go to the home page
        </Link>
        <Link href="/allproduct" className="rounded-md border border-brand-700 px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50">
          Browse all products
        </Link>
      </div>
    </section>
  );
}
