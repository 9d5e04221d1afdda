import type { ProviderConfig } from '../config';
import type { Payment } from '../db/schema';
import type { Mail } from '../lib/mail';
import { formatMoney } from './money';
import { lineTotal, paymentCustomer, paymentItems } from './payment-snapshot';

/** The original's OrderConfirmationMail, as plain text for the sandbox mailbox. */
export function orderConfirmationMail(config: ProviderConfig, payment: Payment, orderId: string): Mail {
  const customer = paymentCustomer(payment);
  const money = (amount: number) => formatMoney(amount, payment.currency);
  const lines = paymentItems(payment).map((item) => `- ${item.product_name} x ${item.quantity}: ${money(lineTotal(item))}`);
  const greeting = `${customer.firstname} ${customer.lastname}`.trim();
  return {
    to: customer.email,
    subject: `Your ${config.marketplaceName} order #${orderId} is confirmed`,
    text: [
      `Hello ${greeting},`,
      '',
      `Thank you for shopping with ${config.marketplaceName}. We received your payment and your order #${orderId} is confirmed.`,
      '',
      ...lines,
      '',
      `Subtotal: ${money(payment.subtotal)}`,
      `Shipping: ${money(payment.shipping_fee)}`,
      `Total paid: ${money(payment.amount)}`,
      `Payment reference: ${payment.reference}`,
      '',
      `Delivery to: ${customer.shipping_address}, ${customer.city}, ${customer.state}`,
      `Phone: ${customer.phone_number}`,
      '',
      `Follow your order at ${config.storefrontUrl}/Orderdetails/${orderId}`,
    ].join('\n'),
  };
}
