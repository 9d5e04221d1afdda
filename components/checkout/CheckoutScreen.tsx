'use client';

import type { Currency } from '@/lib/format/currency';
import { useCart, useProfile } from '@/lib/client/account';
import { useSession } from '@/lib/client/session';
import { CheckoutForm } from './CheckoutForm';
import { useLoadFailure } from '@/lib/client/use-load-failure';
import { useTimedNotice } from '@/lib/client/use-timed-notice';
import { CHECKOUT_NOTICE_MS, CheckoutNotice, type Notice } from './CheckoutNotice';
import { CheckoutSkeleton } from './CheckoutSkeleton';
import { EmptyCheckout } from './EmptyCheckout';
import { LoadProblem } from '@/components/account/LoadProblem';
import { SignInNeeded } from '@/components/account/SignInNeeded';
import { stockShortages } from '@/lib/checkout/stock-shortage';
import { unpricedLines } from '@/lib/checkout/payable';
import { CartFixNotice } from './CartFixNotice';

/** The checkout form, or why there is none: loading, a failed load, a session gone, an empty cart. */
export function CheckoutScreen({ currency, returnedUnpaid }: { currency: Currency; returnedUnpaid: boolean }) {
  const session = useSession();
  const cart = useCart();
  const profile = useProfile();
  const [notice, setNotice] = useTimedNotice<Notice>(CHECKOUT_NOTICE_MS);
  // A failed background refresh keeps the data it had, and the form keeps what was typed. A failed
  // first load stays on screen through Try again, which keeps the focus.
  const cartFailure = useLoadFailure(cart);
  const profileFailure = useLoadFailure(profile);

  if (session.data?.signedIn === false) return <SignInNeeded action="to check out" />;
  if (cartFailure || profileFailure) {
    return (
      <LoadProblem
        message="We could not load your cart and details. Check your connection and try again."
        onRetry={() => {
          if (cartFailure) void cart.refetch();
          if (profileFailure) void profile.refetch();
        }}
        busy={cart.isFetching || profile.isFetching}
      />
    );
  }
  if (!cart.data || !profile.data) return <CheckoutSkeleton />;
  if (cart.data.items.length === 0) {
    return (
      <>
        {notice && (
          <div className="mb-4">
            <CheckoutNotice notice={notice} detail={null} />
          </div>
        )}
        <EmptyCheckout />
      </>
    );
  }
  return (
    <>
      <CartFixNotice title="Not enough stock for your order" problems={stockShortages(cart.data.items)} />
      <CartFixNotice title="Products without a price" problems={unpricedLines(cart.data.items)} />
      <CheckoutForm
        profile={profile.data}
        cart={cart.data}
        currency={currency}
        returnedUnpaid={returnedUnpaid}
        notice={notice}
        onNotice={setNotice}
      />
    </>
  );
}
