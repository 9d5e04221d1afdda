import type { Order } from '@/lib/domain/orders';

/** What the gateway's return to /success names: the order it created and the payment's reference. */
export interface PaymentReceipt {
  orderId: string;
  reference: string;
}

// Order ids are digits and references gateway tokens; anything else is not a link the sandbox made.
const ORDER_ID = /^[A-Za-z0-9-]{1,40}$/;
const REFERENCE = /^[A-Za-z0-9_-]{1,120}$/;

export function receiptOf(params: { get(name: string): string | null }): PaymentReceipt | null {
  const orderId = params.get('orderId')?.trim() ?? '';
  const reference = params.get('reference')?.trim() ?? '';
  return ORDER_ID.test(orderId) && REFERENCE.test(reference) ? { orderId, reference } : null;
}

/**
 * Only the payment that created an order may show it as just paid: a link naming one of the
 * buyer's orders with some other reference proves nothing about this payment.
 */
export function paidWith(order: Order | null | undefined, receipt: PaymentReceipt): order is Order {
  return order != null && order.orderId === receipt.orderId && order.paymentReference === receipt.reference;
}
