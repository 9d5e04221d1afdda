/**
 * How the marketplace's currency is written around an amount in en-US, the spec's style: "$" before
 * "1,500.00", "CHF " before it, nothing after. Screens receive this as data with the page, so that
 * formatting a price in the browser needs no Intl.NumberFormat: the browser's first one costs 15-20 ms
 * of main thread on a desktop (loading ICU's number data), inside the hydration of a cart or an order.
 */
export interface Currency {
  /** ISO 4217, e.g. "USD" (for structured data and the footer). */
  code: string;
  prefix: string;
  suffix: string;
}

export const US_DOLLAR: Currency = { code: 'USD', prefix: '$', suffix: '' };

const known = new Map<string, Currency>([[US_DOLLAR.code, US_DOLLAR]]);

/** The Currency for an ISO 4217 code, read from Intl once per code (on the server: it is a setting). */
export function currencyOf(code: string): Currency {
  const cached = known.get(code);
  if (cached) return cached;
  let parts: Intl.NumberFormatPart[];
  try {
    parts = new Intl.NumberFormat('en-US', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' }).formatToParts(1.5);
  } catch {
    throw new RangeError(`MARKETPLACE_CURRENCY must be a three-letter currency code such as USD or NGN, not "${code}".`);
  }
  const digits = parts.findIndex((part) => part.type === 'integer');
  const last = parts.findLastIndex((part) => part.type === 'integer' || part.type === 'decimal' || part.type === 'fraction');
  const text = (from: number, to: number) => parts.slice(from, to).map((part) => part.value).join('');
  const currency = { code, prefix: text(0, digits), suffix: text(last + 1, parts.length) };
  known.set(code, currency);
  return currency;
}
