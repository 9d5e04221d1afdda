import type { FaqEntries } from './types';

export const paymentAndTransactions: FaqEntries = ({ name, supportEmail }) => [
  {
    question: 'How can I pay?',
    answer: [
      'Payments are made electronically by debit or credit card through our card payment providers, Paystack or Stripe. You choose one at checkout and complete the payment on its secure page. We do not accept cash on delivery or bank transfers to sellers.',
    ],
  },
  {
    question: 'Is paying by card safe?',
    answer: [
      `Yes. Your card details are entered on the payment provider’s own page and processed by them under the card industry’s security standard (PCI DSS). ${name} never sees or stores your full card number, expiry date or security code.`,
    ],
  },
  {
    question: 'Are delivery fees charged separately?',
    answer: [
      'No. Delivery fees are included in what you pay at checkout. Your cart and the order details show the delivery fee as part of the total, and there is nothing more to pay the rider when your order arrives.',
    ],
  },
  {
    question: 'Can I get a refund?',
    answer: [
      'Payments are non-refundable, so please check the product, quantity and delivery address before you pay. If an order arrives damaged, incomplete or not as described, open a support ticket within a few days of delivery and we will work with the seller on a fair solution, as set out in our Terms of Service.',
    ],
  },
  {
    question: 'My payment failed. What should I do?',
    answer: [
      'Nothing was charged if the payment provider declined the card, and your cart stays as it was. Check that the card is enabled for online payments and has enough funds, then try again or choose the other provider. If money left your account but the order does not appear, do not pay a second time: open a support ticket with the payment reference.',
    ],
  },
  {
    question: 'Where can I see my payments?',
    answer: [
      'Sign in and choose Transactions from the Account menu. Every payment is listed with its reference, amount, method, status and date. The payment reference is also shown on the confirmation page after checkout.',
    ],
  },
  {
    question: 'Why did a price change?',
    answer: [
      `Sellers set their own prices, and the marketplace’s prices and charges are reviewed every 3 months to follow harvests and market conditions. The price you pay is the one shown at checkout. Questions about a charge can go to ${supportEmail}.`,
    ],
  },
];
