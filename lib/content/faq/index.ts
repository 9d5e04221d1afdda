import type { FAQ_SLUGS } from '../content-slugs';
import { findBySlug } from '../slug';
import { communityGuidelines } from './community-guidelines';
import { dataPrivacy } from './data-privacy';
import { gettingStarted } from './getting-started';
import { orderAndTracking } from './order-and-tracking';
import { paymentAndTransactions } from './payment-and-transactions';
import { product } from './product';
import type { FaqEntries } from './types';

export type { FaqEntry } from './types';

export interface FaqCategory {
  /** The canonical /faq/{slug}; other spellings of the title resolve to it (findFaqCategory). */
  slug: (typeof FAQ_SLUGS)[number];
  title: string;
  summary: string;
  entries: FaqEntries;
}

/** The six categories of the spec, in its order. */
export const FAQ_CATEGORIES: readonly FaqCategory[] = [
  {
    slug: 'getting-started',
    title: 'Getting Started',
    summary: 'Accounts for individuals and companies, signing up and your first order.',
    entries: gettingStarted,
  },
  {
    slug: 'payment-and-transactions',
    title: 'Payment & Transactions',
    summary: 'Card payments with Paystack or Stripe, delivery fees, refunds and your payment history.',
    entries: paymentAndTransactions,
  },
  {
    slug: 'order-and-tracking',
    title: 'Order & Tracking',
    summary: 'Order statuses, delivery times, changes and problems with a delivery.',
    entries: orderAndTracking,
  },
  {
    slug: 'product',
    title: 'Product',
    summary: 'Sellers, stock, freshness, reviews and the wishlist.',
    entries: product,
  },
  {
    slug: 'community-guidelines',
    title: 'Community Guidelines',
    summary: 'Honest reviews, respectful conversations and reporting problems.',
    entries: communityGuidelines,
  },
  {
    slug: 'data-privacy',
    title: 'Data Privacy',
    summary: 'The data we keep, who sees it, cookies and your rights.',
    entries: dataPrivacy,
  },
];

/** The category a /faq/{faq} segment names, in any casing or spelling of its slug or title. */
export function findFaqCategory(segment: string): FaqCategory | undefined {
  return findBySlug(FAQ_CATEGORIES, segment);
}
