import { testSite } from '@/lib/testing/site-fixture';
import { FAQ_SLUGS } from '../content-slugs';
import { FAQ_CATEGORIES, findFaqCategory } from './index';

const site = testSite;

describe('FAQ_CATEGORIES', () => {
  it('are the six categories of the spec, in its order, each with 5 to 8 answers', () => {
    expect(FAQ_CATEGORIES.map((category) => category.title)).toEqual([
      'Getting Started',
      'Payment & Transactions',
      'Order & Tracking',
      'Product',
      'Community Guidelines',
      'Data Privacy',
    ]);
    for (const category of FAQ_CATEGORIES) {
      const entries = category.entries(site);
      expect(entries.length).toBeGreaterThanOrEqual(5);
      expect(entries.length).toBeLessThanOrEqual(8);
      expect(new Set(entries.map((entry) => entry.question)).size).toBe(entries.length);
    }
  });

  it('have the slugs the proxy knows as prerendered, each once (content-slugs.ts)', () => {
    expect(FAQ_CATEGORIES.map((category) => category.slug)).toEqual([...FAQ_SLUGS]);
  });

  it('name the marketplace and its addresses from the settings, never a fixed name', () => {
    const text = JSON.stringify(FAQ_CATEGORIES.map((category) => category.entries(site)));
    expect(text).toContain('Farmgate');
    expect(text).toContain('hello@example.com');
    expect(text).not.toContain('AgroMarket');
  });
});

describe('findFaqCategory', () => {
  it('matches each category by its slug in any casing', () => {
    for (const category of FAQ_CATEGORIES) {
      expect(findFaqCategory(category.slug)).toBe(category);
      expect(findFaqCategory(category.slug.toUpperCase())).toBe(category);
    }
    expect(findFaqCategory('Getting-Started')?.slug).toBe('getting-started');
  });

  it('matches the titles and common spellings of them', () => {
    expect(findFaqCategory('Payment & Transactions')?.slug).toBe('payment-and-transactions');
    expect(findFaqCategory('payment-transactions')?.slug).toBe('payment-and-transactions');
    expect(findFaqCategory('Order%20%26%20Tracking')?.slug).toBe('order-and-tracking');
    expect(findFaqCategory('DataPrivacy')?.slug).toBe('data-privacy');
    expect(findFaqCategory('community_guidelines')?.slug).toBe('community-guidelines');
  });

  it('matches nothing else', () => {
    for (const other of ['', 'products', 'privacy', 'getting-started-now', 'faq']) {
      expect(findFaqCategory(other)).toBeUndefined();
    }
  });
});
