import type { Currency } from '@/lib/format/currency';
import Link from 'next/link';
import type { Cart } from '@/lib/domain/cart';
import { roundMoney } from '@/lib/domain/money';
import { formatPrice } from '@/lib/format/price';

/**
 * The Cart Total box. The shipping fee is the provider's (it depends on weights only it knows), so
 * while a change is on its way the fee and total are dimmed until the cart is read again.
 */
export function CartTotals({ cart, currency, updating }: { cart: Cart; currency: Currency; updating: boolean }) {
  const settling = updating ? 'opacity-50' : '';
  return (
    <section aria-labelledby="cart-total" className="h-fit rounded-lg border border-stone-200 bg-stone-50 p-5">
      <h2 id="cart-total" className="text-lg font-bold text-stone-900">
        Cart Total
      </h2>
      <dl className="mt-4 space-y-3 text-stone-800" aria-busy={updating || undefined}>
        <div className="flex justify-between gap-4">
          <dt>Subtotal</dt>
          <dd className="font-semibold">{formatPrice(cart.totalPrice, currency)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>Shipping fee</dt>
          <dd className={`font-semibold transition-opacity ${settling}`}>{formatPrice(cart.shippingFee, currency)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-stone-300 pt-3 text-lg">
          <dt className="font-bold">Total</dt>
          <dd className={`font-bold text-brand-800 transition-opacity ${settling}`}>
            {formatPrice(roundMoney(cart.totalPrice + cart.shippingFee), currency)}
          </dd>
        </div>
      </dl>
      {/* The spec's Coupon Code field and Apply Coupon button do nothing (no provider call takes a
          coupon), so they are left out rather than shown as a control that does nothing. */}
      <Link
        href="/checkout"
        className="mt-5 flex h-12 items-center justify-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        Proceed to Checkout
      </Link>
    </section>
  );
}
