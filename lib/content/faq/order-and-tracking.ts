import type { FaqEntries } from './types';

export const orderAndTracking: FaqEntries = () => [
  {
    question: 'How do I follow my order?',
    answer: [
      'Sign in and choose Orders from the Account menu. The order history lists every order with its status and date; select one to see its details, delivery address, payment method and the amounts paid.',
    ],
  },
  {
    question: 'What do the order statuses mean?',
    answer: [
      'Placed: you submitted the order at checkout.',
      'Confirmed: your payment was received and the seller is preparing your produce.',
      'Shipped: the order has left the seller.',
      'Out for delivery: a rider is bringing it to your address.',
      'Delivered: it has reached you.',
      'Cancelled: the order was stopped before delivery.',
    ],
  },
  {
    question: 'How long does delivery take?',
    answer: [
      'It depends on where the seller and you are in Nigeria: orders within the same state usually arrive within a few working days, deliveries between states take longer. Fresh and perishable produce is packed and sent as close to delivery as possible; live animals are delivered the same day they leave the farm.',
    ],
  },
  {
    question: 'Can I change or cancel an order?',
    answer: [
      'Orders go to the seller as soon as they are paid, so they cannot be edited from your account. If you made a mistake, open a support ticket straight away with the order number; we will ask the seller whether the order can still be changed before it ships. Payments are non-refundable.',
    ],
  },
  {
    question: 'Can I change the delivery address after paying?',
    answer: [
      'Please check the address at checkout: it is sent to the seller with the order. If it must change, open a support ticket before the order is shipped and include the new address and a phone number the rider can call.',
    ],
  },
  {
    question: 'What if my order arrives damaged or something is missing?',
    answer: [
      'Take photos when you receive it, then open a support ticket from the Support page with the order number, choosing the Order or Shipping category. Our team reviews it with the seller and replies in the ticket.',
    ],
  },
];
