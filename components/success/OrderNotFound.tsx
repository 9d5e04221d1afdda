import Link from 'next/link';

/** A success link that proves no payment of this buyer's: never a made-up or someone else's order. */
export function OrderNotFound() {
  return (
    <section aria-labelledby="order-not-found-heading" className="mx-auto max-w-xl rounded-lg border border-stone-200 px-4 py-10 text-center">
      <h1 id="order-not-found-heading" className="text-2xl font-bold text-brand-900">
        We could not find this order
      </h1>
      <p className="mt-3 text-stone-700">
        This link does not match a payment on your account. If you have just paid, your order is in your order history once the
        payment is confirmed.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link href="/order" className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
          View your orders
        </Link>
        <Link href="/" className="rounded-md border border-brand-700 px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50">
          Continue Shopping
        </Link>
      </div>
    </section>
  );
}
