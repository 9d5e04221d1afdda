'use client';

import type { Currency } from '@/lib/format/currency';
import { LoadProblem } from '@/components/account/LoadProblem';
import { OFFLINE_MESSAGE } from '@/components/table/empty-messages';
import { ApiError } from '@/lib/client/api';
import { useOrder } from '@/lib/client/orders';
import { useLoadFailure } from '@/lib/client/use-load-failure';
import { useOnline } from '@/lib/client/use-online';
import type { Order } from '@/lib/domain/orders';
import { formatOrderDate } from '@/lib/format/order-date';
import { orderPlacedAt } from '@/lib/orders/progress';
import { orderSummaryRows, productCountText } from '@/lib/orders/summary';
import { BackToList } from './BackToList';
import { DetailList } from './DetailList';
import { DetailsCard } from './DetailsCard';
import { OrderProducts } from './OrderProducts';
import { OrderProgressBar } from './OrderProgressBar';
import { ShippingInfo } from './ShippingInfo';

const block = 'animate-pulse rounded-lg bg-stone-200 motion-reduce:animate-none';

function DetailsSkeleton() {
  return (
    <div aria-busy="true" className="space-y-6">
      <span className="sr-only">Loading order…</span>
      <div className={`h-16 ${block}`} />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className={`h-56 ${block}`} />
        <div className={`h-56 ${block}`} />
      </div>
      <div className={`h-28 ${block}`} />
    </div>
  );
}

/** Why there is no order to show, with the way back to the list. */
function Unavailable({ title, text }: { title: string; text: string }) {
  return (
    <div role="status" className="rounded-lg border border-stone-200 p-6 text-center">
      <h2 className="text-xl font-bold text-stone-900">{title}</h2>
      <p className="mt-2 text-stone-700">{text}</p>
      <div className="mt-5">
        <BackToList />
      </div>
    </div>
  );
}

function OrderView({ order, currency }: { order: Order; currency: Currency }) {
  const placedAt = orderPlacedAt(order);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-stone-200 bg-stone-50 px-4 py-3">
        <p className="text-stone-800">
          <span className="font-semibold">Order #{order.orderId}</span>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          Placed on <time dateTime={placedAt}>{formatOrderDate(placedAt)}</time>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          {productCountText(order.lines.length)}
        </p>
        <BackToList />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <DetailsCard title="Shipping Information">
          <ShippingInfo customer={order.customer} />
        </DetailsCard>
        <DetailsCard title="Order Summary">
          <DetailList rows={orderSummaryRows(order, currency)} />
        </DetailsCard>
      </div>
      <DetailsCard title="Order Progress">
        <OrderProgressBar order={order} />
      </DetailsCard>
      <DetailsCard title="Products">
        <OrderProducts order={order} currency={currency} />
      </DetailsCard>
    </div>
  );
}

/** One of the buyer's orders: shipping, summary, progress and products (spec section 2). */
export function OrderDetails({ orderId, currency }: { orderId: string; currency: Currency }) {
  const online = useOnline();
  const query = useOrder(orderId);
  const failure = useLoadFailure(query);
  const order = query.data;
  if (order) return <OrderView order={order} currency={currency} />;
  if (!online) return <Unavailable title="You are offline" text={OFFLINE_MESSAGE} />;
  if (!failure) return <DetailsSkeleton />;
  if (failure instanceof ApiError && failure.status === 404) {
    return <Unavailable title="Order not found" text={`There is no order #${orderId} in your order history.`} />;
  }
  return (
    <div className="space-y-4">
      <LoadProblem message={`We could not load this order. ${failure.message}`} onRetry={() => void query.refetch()} busy={query.isFetching} />
      <div className="text-center">
        <BackToList />
      </div>
    </div>
  );
}
