import type { Currency } from '@/lib/format/currency';
import type { Order, OrderCustomer } from '@/lib/domain/orders';
import { formatPrice } from '@/lib/format/price';

/** "paystack" → "Paystack"; the real provider stores the gateway's channel ("card"). */
export function paymentMethodLabel(method: string): string {
  const text = method.trim().replace(/_/g, ' ');
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : 'Not recorded';
}

export function productCountText(count: number): string {
  return `${count} ${count === 1 ? 'Product' : 'Products'}`;
}

export function customerName({ firstname, lastname }: Pick<OrderCustomer, 'firstname' | 'lastname'>): string {
  return `${firstname} ${lastname}`.trim();
}

/**
 * The street address, then city and state when the order has them and the address does not name
 * them already (a part of its own, or its last word): buyers often type the city into the address
 * too ("14 Allen Avenue, Ikeja"). Only the address is looked at: a city and state of one name
 * (Enugu, Enugu State) are both shown.
 */
export function shippingAddressText({ shippingAddress, city, state }: Pick<OrderCustomer, 'shippingAddress' | 'city' | 'state'>): string {
  const address = shippingAddress?.trim() ?? '';
  const written = address.toLowerCase().replace(/[\s,.]+$/, '');
  const named = (name: string) => written.split(',').some((segment) => segment.trim().replace(/\.$/, '') === name) || written.endsWith(` ${name}`);
  const rest = [city, state].map((text) => text?.trim() ?? '').filter((part) => part && !named(part.toLowerCase()));
  return [address, ...rest].filter(Boolean).join(', ');
}

export interface SummaryRow {
  label: string;
  value: string;
}

/** The order summary block: the provider's own totals, which are what the buyer was charged. */
export function orderSummaryRows(order: Pick<Order, 'orderId' | 'paymentMethod' | 'subtotal' | 'shippingFee' | 'total'>, currency: Currency): SummaryRow[] {
  return [
    { label: 'Order ID', value: `#${order.orderId}` },
    { label: 'Payment method', value: paymentMethodLabel(order.paymentMethod) },
    { label: 'Subtotal', value: formatPrice(order.subtotal, currency) },
    { label: 'Shipping', value: formatPrice(order.shippingFee, currency) },
    { label: 'Total', value: formatPrice(order.total, currency) },
  ];
}
