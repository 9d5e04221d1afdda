import type { ProviderConfig } from '../config';
import type { Payment, PaymentStatus } from '../db/schema';
import { BUYER_CANCELLED, CARD_DECLINED } from './complete-payment';

/** The sandbox's hosted payment page, which stands in for Paystack's and Stripe's. */
export function paymentPageUrl(config: ProviderConfig, reference: string): string {
  return `${config.publicUrl}/sandbox/pay/${encodeURIComponent(reference)}`;
}

export function successUrl(config: ProviderConfig, reference: string, orderId: string): string {
  const query = new URLSearchParams({ reference, orderId });
  return `${config.storefrontUrl}/Success?${query.toString()}`;
}

/** Where a payment that did not go through sends the buyer: back to checkout, cart intact. */
export const checkoutUrl = (config: ProviderConfig) => `${config.storefrontUrl}/checkout`;

function checkoutReturnUrl(config: ProviderConfig, status: Extract<PaymentStatus, 'failed' | 'cancelled'>): string {
  return `${checkoutUrl(config)}?payment=${status}`;
}

/**
 * Where the buyer goes once a payment is settled, whatever the outcome. Checkout has a notice for a
 * declined card and for the buyer's own Cancel; a payment closed otherwise (replaced by a newer
 * checkout, stock gone) leads back to it plain, rather than to "You cancelled the payment" said to
 * someone who pressed Pay, or "declined" for a card nobody declined.
 */
export function returnUrl(config: ProviderConfig, payment: Pick<Payment, 'status' | 'reference' | 'orderId' | 'failure_reason'>): string {
  if (payment.status === 'success' && payment.orderId) return successUrl(config, payment.reference, payment.orderId);
  if (payment.failure_reason === CARD_DECLINED) return checkoutReturnUrl(config, 'failed');
  if (payment.failure_reason === BUYER_CANCELLED) return checkoutReturnUrl(config, 'cancelled');
  return checkoutUrl(config);
}
