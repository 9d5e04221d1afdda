import { expect, type Page } from '@playwright/test';
import type { Credentials } from './auth';
import { runClock, runClockUntil, stopClock } from './page-clock';
import { COMPANY_SIGNUP, freshBuyer, freshCompanyBuyer, providerCall } from './provider-api';
import { providerBuyer, putInCart, type ProviderBuyer } from './shopping';

/** The checkout screen's parts and the sandbox payment page's, for the checkout and success specs. */

export interface CartBuyer {
  creds: Credentials;
  buyer: ProviderBuyer;
}

/** The profile a fresh individual ships to: freshBuyer's signup plus an address (signup leaves it empty). */
export const INDIVIDUAL_PROFILE = { firstname: 'Chidi', lastname: 'Eze', address: '4 Market Road', city: 'Nsukka', state: 'Enugu' };
/** freshCompanyBuyer's signup. */
export const COMPANY_PROFILE = {
  companyname: COMPANY_SIGNUP.companyname,
  address: COMPANY_SIGNUP.companyaddress,
  city: COMPANY_SIGNUP.city,
  state: COMPANY_SIGNUP.state,
};

/** A new verified buyer of `kind` with `lines` (productId → quantity) in the cart. */
export async function buyerWithCart(kind: 'individual' | 'company', lines: Record<string, number>): Promise<CartBuyer> {
  const creds = kind === 'company' ? await freshCompanyBuyer('checkout-co') : await freshBuyer('checkout');
  const buyer = await providerBuyer(creds);
  if (kind === 'individual') {
    const { address, city, state } = INDIVIDUAL_PROFILE;
    const billing = await providerCall('POST', '/updateBuyerBillingAddress', { token: buyer.token, body: { address, city, state, country: 'Nigeria' } });
    if (billing.status !== 200) throw new Error(`updateBuyerBillingAddress answered ${billing.status}`);
  }
  for (const [productId, quantity] of Object.entries(lines)) await putInCart(buyer, productId, quantity);
  return { creds, buyer };
}

export interface ProviderCart {
  cart_items: { cartId: string; productId: string; product_name: string; quantity: string | number; total_price: string | number }[];
  total_price: number;
  total_shipping_fee: number;
}

export async function providerCart({ token }: ProviderBuyer): Promise<ProviderCart> {
  return (await providerCall<ProviderCart>('GET', '/viewCart', { token })).body;
}

/** The profile fields as the buyer's phone and email are on the provider. */
export async function providerProfile({ token, buyerId }: ProviderBuyer): Promise<{ email: string; phone: string }> {
  const { body } = await providerCall<{ data: { buyer: Record<string, string> } }>('GET', `/getBuyerProfile/${buyerId}`, { token });
  const row = body.data.buyer;
  return { email: row.email ?? row.companyemail ?? '', phone: row.phone ?? row.companyphone ?? '' };
}

/**
 * Account screens are drawn in the browser once the session and their data have loaded; on the
 * shared 2-core machine that has taken over 10 s, so the first look at a freshly loaded screen waits this long.
 */
export const LOADED = { timeout: 20_000 };

export const field = (page: Page, label: string) => page.getByRole('main').getByLabel(label, { exact: true });
export const placeOrderButton = (page: Page) => page.getByRole('button', { name: /^(Place Order|Placing order…|Redirecting to payment…)$/ });
export const summaryTable = (page: Page) => page.getByRole('table', { name: 'Products in your order' });
export const cartBadge = (page: Page) => page.getByTestId('cart-count');

/** Counts the browser's order attempts (POST /api/checkout) from now on. */
export function countCheckoutPosts(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/checkout') count += 1;
  });
  return () => count;
}

/**
 * Chooses the gateway, places the order, sees the notice and lands on the sandbox's payment page,
 * 2 s after the notice (spec section 4) in the page's own time.
 */
export async function placeOrderAndReachGateway(page: Page, method: 'Paystack' | 'Stripe'): Promise<void> {
  await page.getByRole('radio', { name: method }).check();
  await stopClock(page);
  await placeOrderButton(page).click();
  await runClockUntil(page, () => page.getByText('Order placed successfully').isVisible(), { maxMs: 30_000 });
  await runClock(page, 1_900);
  expect(new URL(page.url()).pathname).toBe('/checkout');
  // Not runClock: the page is on its way out.
  await page.clock.runFor(200);
  await page.clock.resume();
  await page.waitForURL(/\/sandbox\/pay\//);
  await expect(page.getByText(`${method} checkout`)).toBeVisible(LOADED);
}

/** Ends the payment on the sandbox's hosted page the way the buyer chooses. */
export async function finishPayment(page: Page, outcome: 'Pay' | 'Decline' | 'Cancel'): Promise<void> {
  await page.getByRole('button', { name: outcome, exact: true }).click();
}
