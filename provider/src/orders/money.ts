/** "$1,234.50": amounts on the payment page and in mails. */
export function formatMoney(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
  } catch {
    // An unknown currency code from the environment should not break a page.
    return `${currency} ${amount.toFixed(2)}`;
  }
}
