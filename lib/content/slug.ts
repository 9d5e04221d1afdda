import { decodeSegment } from '@/lib/routing/segment';

/**
 * A loose key for a URL segment, so that people who type or link a content page by its title still
 * land on it: case, URL encoding, separators, camelCase and "&" or "and" make no difference
 * ("Payment & Transactions", "payment-and-transactions", "PaymentTransactions" share one key).
 */
export function slugKey(segment: string): string {
  return decodeSegment(segment)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '' && word !== 'and')
    .join('');
}

/** The item whose slug has the same key as `segment`, if any. */
export function findBySlug<T extends { slug: string }>(items: readonly T[], segment: string): T | undefined {
  const key = slugKey(segment);
  return key === '' ? undefined : items.find((item) => slugKey(item.slug) === key);
}
