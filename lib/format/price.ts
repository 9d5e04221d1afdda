import { US_DOLLAR, type Currency } from './currency';

/**
 * `value` to two decimals the way Intl.NumberFormat rounds: its shortest decimal form (String(1.005) is
 * "1.005", although the double is a little less) rounded half away from zero. Whole cents as a BigInt.
 */
function cents(value: number): bigint {
  const [mantissa, exponent = '0'] = String(Math.abs(value)).split('e');
  const [whole, fraction = ''] = mantissa!.split('.');
  // Shift the decimal point by the exponent (String writes below 1e-6 and from 1e21 with one).
  const shift = Number(exponent);
  const digits = whole! + fraction;
  const point = whole!.length + shift;
  const padded = point < 0 ? '0'.repeat(-point) + digits : digits.padEnd(point + 3, '0');
  const at = Math.max(point, 0);
  const kept = BigInt(padded.slice(0, at + 2));
  return (padded[at + 2] ?? '0') >= '5' ? kept + 1n : kept;
}

/**
 * A price the way the spec shows it: en-US currency style, two decimals ("$1,500.00"), exactly as
 * Intl.NumberFormat writes it but without one (see Currency). Numeric strings are read as numbers;
 * anything else reads 'Invalid input' rather than "$NaN".
 */
export function formatPrice(value: unknown, currency: Currency = US_DOLLAR): string {
  const amount = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return 'Invalid input';
  const text = cents(amount).toString().padStart(3, '0');
  const whole = text.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return `${sign}${currency.prefix}${whole}.${text.slice(-2)}${currency.suffix}`;
}
