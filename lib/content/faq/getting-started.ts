import type { FaqEntries } from './types';

export const gettingStarted: FaqEntries = ({ name }) => [
  {
    question: `What is ${name}?`,
    answer: [
      `${name} is an online marketplace for Nigerian agricultural produce. Farmers and agribusinesses list what they grow or process (yams, rice, beans, peppers, fruits, palm oil, livestock and more) and you buy it from them directly, paying by card and receiving it at your door.`,
    ],
  },
  {
    question: 'Do I need an account to shop?',
    answer: [
      'No account is needed to browse, search or read reviews. To add items to a cart or wishlist, check out, follow your orders or contact support, sign in or create a free buyer account with the Login/Sign up link at the top of every page.',
    ],
  },
  {
    question: 'What is the difference between an individual and a company account?',
    answer: [
      'An individual account is for buying for yourself or your household: your orders, delivery details and receipts are in your own name.',
      'A company account is for a registered business such as a restaurant, hotel, school or processor. It keeps the company name, registration number, company email and phone on its profile, so orders and billing are in the company’s name. You choose the type when you sign up.',
    ],
  },
  {
    question: 'How old must I be to use the marketplace?',
    answer: [
      'You must be at least 18 years old to create an account and buy. A company account must be opened by an adult who is authorised to buy on the company’s behalf.',
    ],
  },
  {
    question: 'How do I sign up?',
    answer: [
      'Select Login/Sign up, then choose to create an account. Pick Individual or Company, fill in your details and choose a password. We send a verification code to your email address; enter it to activate the account, then sign in.',
    ],
  },
  {
    question: 'How do I place my first order?',
    answer: [
      'Find a product through the search box or a category, choose the quantity and select Add to cart. When you are ready, open the cart, check the items and select checkout. Confirm your delivery address and phone number, choose Paystack or Stripe as the payment method and complete the card payment on their secure page.',
    ],
  },
  {
    question: 'Is there a mobile app?',
    answer: [
      `Yes. The ${name} app is available on Google Play and the App Store, and works with the same account, cart and orders as the website. The badges at the bottom of every page take you to the stores.`,
    ],
  },
];
