import type { Currency } from '@/lib/format/currency';
import Link from 'next/link';
import { OrderLinesTable } from '@/components/checkout/OrderLinesTable';
import type { Order } from '@/lib/domain/orders';
import { formatPrice } from '@/lib/format/price';

/** The order the buyer has just paid for, as the provider recorded it. */
export function PaidOrder({ order, currency }: { order: Order; currency: Currency }) {
  const facts = [
    { term: 'Order number', detail: `#${order.orderId}` },
    { term: 'Payment reference', detail: order.paymentReference },
    { term: 'Total paid', detail: formatPrice(order.total, currency) },
  ];
  return (
    <section aria-labelledby="paid-order-heading" className="mx-auto max-w-2xl">
      <div className="text-center">
        <span aria-hidden="true" className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand-100 text-3xl text-brand-800">
          ✓
        </span>
        <h1 id="paid-order-heading" className="mt-4 text-2xl font-bold text-brand-900 sm:text-3xl">
          Transaction Successful
        </h1>
        <p className="mt-2 text-stone-700">
          Thank you! Your payment was received and your order is placed.
          {order.customer.email && <> A confirmation is on its way to {order.customer.email}.</>}
        </p>
      </div>
      <dl className="mt-6 grid gap-3 rounded-lg border border-stone-200 bg-stone-50 p-4 sm:grid-cols-[auto_minmax(0,1fr)_auto] sm:gap-6">
        {facts.map((fact) => (
          <div key={fact.term} className="min-w-0">
            <dt className="text-xs font-semibold tracking-wide text-stone-700 uppercase">{fact.term}</dt>
            <dd className="mt-0.5 font-semibold break-all text-stone-900">{fact.detail}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="paid-items-heading" className="mt-6">
        <h2 id="paid-items-heading" className="mb-2 text-lg font-semibold text-brand-900">
          Items
        </h2>
        <OrderLinesTable
          caption={`Products in order ${order.orderId}`}
          lines={order.lines.map((line) => ({ key: line.productId, name: line.productName, quantity: line.quantity, amount: line.lineTotal }))}
          subtotal={order.subtotal}
          shippingFee={order.shippingFee}
          total={order.total}
          currency={currency}
        />
      </section>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/" className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
          Continue Shopping
        </Link>
        <Link
          href={`/orderdetails/${encodeURIComponent(order.orderId)}`}
          className="rounded-md border border-brand-700 px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50"
        >
          View order details
        </Link>
      </div>
    </section>
  );
}
