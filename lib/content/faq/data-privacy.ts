import type { FaqEntries } from './types';

export const dataPrivacy: FaqEntries = ({ name, contactEmail }) => [
  {
    question: 'What personal data do you keep?',
    answer: [
      'What you give us to run your account and deliver your orders: your name (or your company’s name and registration number), email address, phone number, delivery and billing addresses, an optional profile picture, and your orders, payments, reviews and support tickets. Our Privacy Policy lists it in full.',
    ],
  },
  {
    question: 'Do you store my card details?',
    answer: [
      'No. Card payments are processed by Paystack or Stripe on their own secure pages. We only receive a payment reference and whether the payment succeeded.',
    ],
  },
  {
    question: 'Who sees my information?',
    answer: [
      'The seller of each product you order receives what they need to fulfil it: your name, delivery address and phone number. The payment provider processes your payment. Your name may appear next to a review you write. We do not sell your personal data or share it for advertising.',
    ],
  },
  {
    question: 'Do you use cookies?',
    answer: [
      'We use one cookie: an encrypted session cookie that keeps you signed in. It is strictly necessary and ends when you sign out or it expires. We do not use advertising or tracking cookies.',
    ],
  },
  {
    question: 'How do I correct or delete my data?',
    answer: [
      'You can update your name, phone number, addresses and profile picture on your Profile page at any time, and remove your profile picture there. To get a copy of your data or to close your account and have your data deleted, write to us from your account’s email address.',
    ],
  },
  {
    question: 'Which law protects my data?',
    answer: [
      `We process personal data in line with the Nigeria Data Protection Act 2023 and the regulations of the Nigeria Data Protection Commission. Questions about your data can be sent to ${contactEmail}; you can also complain to the Commission if you are not satisfied with our answer. ${name}’s Privacy Policy explains your rights in detail.`,
    ],
  },
];
