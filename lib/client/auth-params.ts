import type { BuyerType } from '@/lib/domain/buyer';

/** The buyer type carried between the sign-in pages in `?type=`. */
export function buyerTypeParam(value: string | null): BuyerType {
  return value === 'company' ? 'company' : 'individual';
}

export function authPageHref(page: string, params: Record<string, string | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const text = query.toString();
  return text ? `${page}?${text}` : page;
}
