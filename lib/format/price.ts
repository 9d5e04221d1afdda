const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: string): Intl.NumberFormat {
  let format = formatters.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency, currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(currency, format);
  }
  return format;
}

/**
 * A price the way the spec shows it: en-US currency style, two decimals ("$1,500.00"). Numeric
 * strings are read as numbers; anything else reads 'Invalid input' rather than "$NaN".
 */
export function formatPrice(value: unknown, currency = 'USD'): string {
  const amount = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return 'Invalid input';
  return formatter(currency).format(amount);
}
