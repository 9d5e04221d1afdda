import type { Page } from '@playwright/test';
import { storefrontUrl } from './env';

export type BuyerType = 'individual' | 'company';

export interface Credentials {
  email: string;
  password: string;
  type: BuyerType;
}

/** The seeded demo accounts (README, "Demo accounts"): verified, with past orders, a wishlist and tickets. */
export const demoBuyer: Credentials = { email: 'buyer@example.com', password: 'demo-password', type: 'individual' };
export const demoCompany: Credentials = { email: 'company@example.com', password: 'demo-password', type: 'company' };

/**
 * Signs in with the storefront's own sign-in call (the one the login form makes), leaving the page
 * where it is: for the tests of what a signed-in buyer sees. Drawing the login form and the page
 * it leads to cost each of those tests seconds on a busy machine; the form has tests of its own,
 * which use signInWithForm.
 */
export async function signIn(page: Page, { email, password, type }: Credentials): Promise<void> {
  // page.request shares the browser context's cookies, so the session cookie lands in the browser.
  const answer = await page.request.post('/api/auth/login', { data: { type, email, password }, headers: { Origin: storefrontUrl } });
  if (!answer.ok()) throw new Error(`Signing in ${email} answered ${answer.status()}: ${await answer.text()}`);
}

/** Signs in through the login page like a buyer would, and waits until the page has moved away from /login. */
export async function signInWithForm(page: Page, credentials: Credentials): Promise<void> {
  await page.goto('/login');
  await signInHere(page, credentials);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** Signs in on the login page the browser is on (after the account gate sent it there). */
export async function signInHere(page: Page, { email, password, type }: Credentials): Promise<void> {
  await page.getByRole('radio', { name: type === 'company' ? 'Company' : 'Individual' }).check();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}
