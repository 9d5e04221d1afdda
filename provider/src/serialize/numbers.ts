/** The original's business columns are VARCHAR, so numbers leave as strings ("1500", "12.5"). */
export function asProviderString(value: number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return String(roundMoney(value));
}

/** Two-decimal rounding for sums of prices, so 0.1 + 0.2 reads 0.3. */
export function roundMoney(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}
