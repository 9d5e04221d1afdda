'use client';

import type { Currency } from '@/lib/format/currency';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { LoadProblem } from '@/components/account/LoadProblem';
import { SignInNeeded } from '@/components/account/SignInNeeded';
import { ApiError } from '@/lib/client/api';
import { useCheckoutDraft } from '@/lib/client/checkout';
import { useOrder } from '@/lib/client/orders';
import { queryKeys } from '@/lib/client/query-keys';
import { useSession } from '@/lib/client/session';
import { useLoadFailure } from '@/lib/client/use-load-failure';
import { NO_CHECKOUT_DRAFT } from '@/lib/checkout/draft';
import { paidWith, receiptOf } from '@/lib/checkout/success';
import { OrderNotFound } from './OrderNotFound';
import { PaidOrder } from './PaidOrder';
import { SuccessSkeleton } from './SuccessSkeleton';

/**
 * Where the gateway returns a paid buyer (`?reference=…&orderId=…`). The order is shown only when
 * the provider has it for this buyer with that very payment reference.
 */
export function SuccessScreen({ currency }: { currency: Currency }) {
  const receipt = receiptOf(useSearchParams());
  const session = useSession();
  const order = useOrder(receipt?.orderId ?? null);
  const queryClient = useQueryClient();
  const paid = receipt !== null && paidWith(order.data, receipt);
  const [, setCheckoutDraft] = useCheckoutDraft();
  // Kept through Try again, whose button keeps the focus.
  const failure = useLoadFailure(order);

  useEffect(() => {
    if (!paid) return;
    // The provider emptied the cart when it wrote the order: the header badge and cart follow.
    void queryClient.invalidateQueries({ queryKey: queryKeys.cart });
    void queryClient.invalidateQueries({ queryKey: queryKeys.transactions });
    void queryClient.invalidateQueries({ queryKey: queryKeys.orders, exact: true });
    // What was typed at checkout went with the order; the next one starts from the profile. Only
    // that draft: one typed since (this page seen again by Back or a bookmark) is the next order's.
    setCheckoutDraft((draft) => (draft.placed ? NO_CHECKOUT_DRAFT : draft));
  }, [paid, queryClient, setCheckoutDraft]);

  if (!receipt) return <OrderNotFound />;
  if (session.data?.signedIn === false) return <SignInNeeded action="to see your order" />;
  // A failed reload (back online, back to the tab) keeps the order already shown.
  if (order.data !== undefined) return paid ? <PaidOrder order={order.data} currency={currency} /> : <OrderNotFound />;
  if (failure instanceof ApiError && failure.status === 404) return <OrderNotFound />;
  if (failure) {
    return <LoadProblem message="We could not load your order. Check your connection and try again." onRetry={() => void order.refetch()} busy={order.isFetching} />;
  }
  return <SuccessSkeleton />;
}
