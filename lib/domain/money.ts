/** Two-decimal rounding for sums of prices, so 0.1 + 0.2 reads 0.3 (the provider rounds the same way). */
export function roundMoney(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}
