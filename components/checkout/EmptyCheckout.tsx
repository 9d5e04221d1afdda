import Link from 'next/link';

/** Nothing to pay for: a form here could only fail, so the way back to the shop takes its place. */
export function EmptyCheckout() {
  return (
    <section aria-labelledby="empty-checkout-heading" className="rounded-lg border border-stone-200 px-4 py-12 text-center">
      <h2 id="empty-checkout-heading" className="text-xl font-semibold text-brand-900">
        Your cart is empty
      </h2>
      <p className="mt-2 text-stone-700">Add produce to your cart, then come back here to place your order.</p>
      <Link
        href="/allproduct"
        className="mt-6 inline-block rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        Shop all products
      </Link>
    </section>
  );
}
