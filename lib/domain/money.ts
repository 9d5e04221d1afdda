/** Two-decimal rounding for sums of prices, so 0.1 + 0.2 reads 0.3 (the provider rounds the same way). */
export function roundMoney(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** A line's total to the cent; none without a price (one the provider sent that is not a number). */
export function lineTotal(price: number | null, quantity: number): number | null {
  return price === null ? null : roundMoney(price * quantity);
}

/** What amounts add up to, to the cent; none when one of them is not known. */
export function sumOrNull(amounts: readonly (number | null)[]): number | null {
  return amounts.includes(null) ? null : roundMoney((amounts as number[]).reduce((sum, amount) => sum + amount, 0));
}
