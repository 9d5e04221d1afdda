import { findBySlug, slugKey } from './slug';

describe('slugKey', () => {
  it('ignores case, separators, encoding, camelCase and "&" or "and"', () => {
    const key = 'paymenttransactions';
    for (const spelling of [
      'payment-and-transactions',
      'Payment-And-Transactions',
      'PAYMENT_AND_TRANSACTIONS',
      'Payment & Transactions',
      'Payment%20%26%20Transactions',
      'payment-transactions',
      'PaymentAndTransactions',
    ]) {
      expect(slugKey(spelling)).toBe(key);
    }
  });

  it('keeps "and" inside a word and a "%" that starts no escape', () => {
    expect(slugKey('Sandals')).toBe('sandals');
    expect(slugKey('100%-fresh')).toBe('100fresh');
  });
});

describe('findBySlug', () => {
  const items = [{ slug: 'getting-started' }, { slug: 'product' }];

  it('finds an item by any spelling of its slug', () => {
    expect(findBySlug(items, 'Getting-Started')).toBe(items[0]);
    expect(findBySlug(items, 'getting started')).toBe(items[0]);
    expect(findBySlug(items, 'PRODUCT')).toBe(items[1]);
  });

  it('finds nothing for other words or an empty segment', () => {
    expect(findBySlug(items, 'products')).toBeUndefined();
    expect(findBySlug(items, 'getting')).toBeUndefined();
    expect(findBySlug(items, '')).toBeUndefined();
    expect(findBySlug(items, '---')).toBeUndefined();
  });
});
