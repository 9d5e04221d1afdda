/** How a payment that did not go through came back from the gateway (`/checkout?payment=…`). */
export type PaymentReturn = 'failed' | 'cancelled';

/** The `payment` query value as a return status; anything else is an ordinary visit. */
export function paymentReturnOf(value: string | null | undefined): PaymentReturn | null {
  const status = value?.trim().toLowerCase();
  if (status === 'failed' || status === 'declined') return 'failed';
  if (status === 'cancelled' || status === 'canceled') return 'cancelled';
  return null;
}
