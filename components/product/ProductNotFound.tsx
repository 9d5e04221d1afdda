import Link from 'next/link';

export function ProductNotFound() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Product not found</h1>
      <p className="mt-3 text-stone-700">This product may have sold out for good or been removed by its seller.</p>
      <Link href="/allproduct" className="mt-6 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
        Browse all products
      </Link>
    </div>
  );
}
