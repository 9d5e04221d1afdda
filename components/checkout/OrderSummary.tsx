import type { Currency } from '@/lib/format/currency';
import type { Cart } from '@/lib/domain/cart';
import { orderSummary } from '@/lib/checkout/summary';
import { OrderLinesTable } from './OrderLinesTable';

/** The cart as the buyer will pay for it: lines, subtotal, the provider's shipping fee and the total. */
export function OrderSummary({ cart, currency }: { cart: Cart; currency: Currency }) {
  const summary = orderSummary(cart);
  return (
    <section aria-labelledby="order-summary-heading">
      <h2 id="order-summary-heading" className="mb-3 text-lg font-semibold text-brand-900">
        Order summary
      </h2>
      <OrderLinesTable
        caption="Products in your order"
        lines={summary.lines.map((line) => ({ key: line.cartId, name: line.name, quantity: line.quantity, amount: line.lineTotal }))}
        subtotal={summary.subtotal}
        shippingFee={summary.shippingFee}
        total={summary.total}
        currency={currency}
      />
    </section>
  );
}
