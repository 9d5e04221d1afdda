import type { SiteSettings } from '@/lib/site';
import type { SERVICE_SLUGS } from './content-slugs';
import { findBySlug } from './slug';

export interface ServiceText {
  /** The page's heading. */
  title: string;
  intro: string;
  highlights: { title: string; text: string }[];
  steps: string[];
  action: { label: string; href: string };
}

export interface Service {
  /** /services/{slug} */
  slug: (typeof SERVICE_SLUGS)[number];
  /** Its name in the service navigation. */
  label: string;
  summary: string;
  text: (site: SiteSettings) => ServiceText;
}

export const SERVICES: readonly Service[] = [
  {
    slug: 'individuals',
    label: 'Individuals',
    summary: 'Fresh farm produce for you and your household, paid by card and delivered to your door.',
    text: ({ name }) => ({
      title: 'Fresh produce for you and your family',
      intro: `${name} lets you shop the way you would at the farm gate, without the journey. Buy tubers, grains, vegetables, fruits, oils and livestock straight from Nigerian farmers, pay securely by card and follow your order until it reaches your door.`,
      highlights: [
        {
          title: 'Straight from the farm',
          text: 'Every product comes from a named seller whose address is on the product page, so you know who grew your food and where.',
        },
        {
          title: 'One clear price',
          text: 'Delivery fees are included in what you pay at checkout. No cash for the rider, no surprise charges on arrival.',
        },
        {
          title: 'Secure card payments',
          text: 'Pay with your debit or credit card through Paystack or Stripe. Your card details stay with the payment provider.',
        },
        {
          title: 'Know where your order is',
          text: 'Your order history shows each order as it moves from placed and confirmed to shipped, out for delivery and delivered.',
        },
        {
          title: 'Reviews from real buyers',
          text: 'Only buyers who have paid for a product can review it, so the ratings you read come from people who received it.',
        },
        {
          title: 'Help when you need it',
          text: 'Open a support ticket from your account and follow our team’s replies in one conversation.',
        },
      ],
      steps: [
        'Create a free individual account (you must be 18 or older) and verify your email address.',
        'Browse the categories or search for what you need, and add it to your cart or wishlist.',
        'Check out with your delivery address and phone number, then pay by card with Paystack or Stripe.',
        'Follow the order in your order history and review the products once they arrive.',
      ],
      action: { label: 'Start shopping', href: '/allproduct' },
    }),
  },
  {
    slug: 'company',
    label: 'Company',
    summary: 'Steady supply of produce for restaurants, hotels, schools, caterers and processors.',
    text: ({ name }) => ({
      title: 'Reliable supply for your company',
      intro: `Kitchens, hotels, schools, caterers and food processors use ${name} to buy produce in the quantities they need, directly from farms across Nigeria. A company account keeps your orders, billing and delivery details in your company’s name.`,
      highlights: [
        {
          title: 'An account in your company’s name',
          text: 'Register with your company name, registration number, company email and phone. Orders and billing addresses are kept under the company.',
        },
        {
          title: 'Buy in volume',
          text: 'Sellers list bags, baskets, crates and tins as well as single items, and show how much they have in stock before you order.',
        },
        {
          title: 'Compare sellers and seasons',
          text: 'Search across categories, sort by price, and read reviews from other buyers before you choose a supplier.',
        },
        {
          title: 'Clear records for your accounts team',
          text: 'Every payment has a reference in your transaction history, and each order lists the items, delivery fee and total paid.',
        },
        {
          title: 'Delivery included',
          text: 'Delivery to your premises is included in the amount you pay at checkout, so the cost of an order is known before you pay.',
        },
        {
          title: 'Support for business orders',
          text: 'Billing, shipping and order questions go through support tickets, so your team can follow every answer in one place.',
        },
      ],
      steps: [
        'Sign up and choose a Company account; the person who signs up must be 18 or older and allowed to buy for the company.',
        'Complete the company profile and billing address.',
        'Add products to the cart and pay by company or personal card through Paystack or Stripe.',
        'Track deliveries in the order history and find each payment reference in your transaction history.',
      ],
      action: { label: 'Open a company account', href: '/signup' },
    }),
  },
  {
    slug: 'business',
    label: 'Business',
    summary: 'Sell your harvest to buyers across Nigeria: farmers, cooperatives and agribusinesses.',
    text: ({ name, sellerSignupUrl }) => ({
      title: 'Grow your agribusiness with us',
      intro: `Farmers, cooperatives and agribusinesses sell on ${name} to reach households and companies far beyond their local market. We bring the buyers, take the card payments and keep the order records; you grow, pack and dispatch.`,
      highlights: [
        {
          title: 'Reach more buyers',
          text: 'Your products are listed by category and found through search by individuals and companies all over Nigeria.',
        },
        {
          title: 'Payments handled for you',
          text: 'Buyers pay by card through Paystack or Stripe before an order reaches you, so you never chase payment on delivery.',
        },
        {
          title: 'A simple, fixed commission',
          text: 'The marketplace’s service commission is 8% of the price of each product sold, taken from the payment before it reaches you.',
        },
        {
          title: 'Prices that follow the market',
          text: 'Marketplace prices and charges are reviewed every 3 months, so they keep pace with harvests and costs.',
        },
        {
          title: 'Build a reputation',
          text: 'Buyers who have paid for your products rate and review them; good reviews help new buyers choose you.',
        },
        {
          title: 'Fair dispute handling',
          text: 'Disputes follow the steps in our Terms of Service: discussion first, then mediation, before anyone goes to court.',
        },
      ],
      steps: [
        'Apply through the seller sign-up page with your farm or business details and a valid means of identification.',
        'Our onboarding team verifies your details and, where needed, visits or calls to confirm what you produce.',
        'List your products with clear photos, the unit you sell by, your price and the quantity in stock.',
        'Pack and dispatch paid orders promptly and keep the order status up to date for your buyers.',
      ],
      action: { label: 'Become a seller', href: sellerSignupUrl },
    }),
  },
];

/** The service a /services/{slug} segment names, in any casing or spelling of its slug. */
export function findService(segment: string): Service | undefined {
  return findBySlug(SERVICES, segment);
}
