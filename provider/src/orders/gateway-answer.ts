import type { ProviderConfig } from '../config';
import type { Payment } from '../db/schema';
import { paymentPageUrl } from './payment-urls';

/**
 * confirmOrder's answer, shaped like the original's gateway replies (contract 2.8) so a client
 * finds the redirect where it would on the real provider: `data.data.authorization_url` for
 * Paystack, `url` for Stripe. Both open the sandbox's hosted payment page.
 */
export function gatewayAnswer(config: ProviderConfig, payment: Payment) {
  const url = paymentPageUrl(config, payment.reference);
  if (payment.method === 'paystack') {
    return {
      data: {
        status: true,
        message: 'Authorization URL created',
        data: { authorization_url: url, access_code: payment.access_code, reference: payment.reference },
      },
      metadata: { payment_for: 'product_name', paymentMethod: 'paystack', buyerId: payment.buyerId, shippingFee: payment.shipping_fee },
    };
  }
  return {
    id: payment.reference,
    url,
    metadata: { payment_for: 'product_purchase', paymentMethod: 'stripe', buyerId: payment.buyerId, shippingFee: payment.shipping_fee },
  };
}
