import type { Credentials } from './auth';
import { providerUrl } from './env';
import { latestCode, uniqueEmail } from './sandbox';

/**
 * Direct calls to the sandbox's public API, for arranging a test's starting state (a cart line, a
 * wishlist item) without driving screens that other tests cover.
 */
export async function providerCall<T = Record<string, unknown>>(
  method: string,
  path: string,
  { token, body }: { token?: string; body?: Record<string, unknown> } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${providerUrl}/api${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as T };
}

export async function providerToken({ email, password, type }: Credentials): Promise<string> {
  const path = type === 'company' ? '/companyBuyerLogin' : '/loginBuyer';
  const { status, body } = await providerCall<{ token?: string }>('POST', path, { body: { email, password } });
  if (status !== 200 || !body.token) throw new Error(`Sandbox login for ${email} answered ${status}`);
  return body.token;
}

/** The first in-stock product of the newest page of the catalogue. */
export async function anInStockProductId(): Promise<string> {
  const { body } = await providerCall<{ data: { products: { productId: string; quantityin_stock: string }[] } }>(
    'GET',
    '/allProducts?per_page=30&page=1',
  );
  const product = body.data.products.find((row) => Number(row.quantityin_stock) > 5);
  if (!product) throw new Error('The seeded catalogue has no product in stock');
  return product.productId;
}

/** A new, verified individual buyer that no other test knows, for tests that change account state. */
export async function freshBuyer(prefix = 'fresh'): Promise<Credentials> {
  const email = uniqueEmail(prefix);
  const password = 'harvest-2026';
  const phone = `070${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const signup = await providerCall('POST', '/signup', {
    body: { firstname: 'Chidi', lastname: 'Eze', email, phone, country: 'Nigeria', state: 'Enugu', city: 'Nsukka', password, confirm_password: password },
  });
  if (signup.status !== 200) throw new Error(`Sandbox signup answered ${signup.status}: ${JSON.stringify(signup.body)}`);
  const verified = await providerCall('POST', '/verifyBuyerEmail', { body: { otp: await latestCode(email, 'verify') } });
  if (verified.status !== 200) throw new Error(`Sandbox verification answered ${verified.status}`);
  return { email, password, type: 'individual' };
}

/** A new, verified company buyer that no other test knows (its login email is the company email). */
/** What every freshCompanyBuyer signs up with, besides its unique email, phone and registration number. */
export const COMPANY_SIGNUP = {
  companyname: 'Savannah Grains Ltd',
  companyaddress: '4 Bompai Road',
  country: 'Nigeria',
  state: 'Kano',
  city: 'Kano',
  zipcode: '700001',
};

export async function freshCompanyBuyer(prefix = 'fresh-co'): Promise<Credentials> {
  const email = uniqueEmail(prefix);
  const password = 'harvest-2026';
  const unique = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  const signup = await providerCall('POST', '/companyBuyerSignup', {
    body: {
      ...COMPANY_SIGNUP,
      companyregnumber: `RC${unique}`,
      companyemail: email,
      companyphone: `081${unique}`,
      password,
      confirm_password: password,
    },
  });
  if (signup.status !== 200) throw new Error(`Sandbox company signup answered ${signup.status}: ${JSON.stringify(signup.body)}`);
  const verified = await providerCall('POST', '/companyBuyerVerifyMail', { body: { otp: await latestCode(email, 'verify') } });
  if (verified.status !== 200) throw new Error(`Sandbox company verification answered ${verified.status}`);
  return { email, password, type: 'company' };
}

/** Our answer to a change the provider did not answer in time (lib/provider/errors.ts, which is server-only). */
export const CHANGE_TIMEOUT = 'The marketplace service took too long to answer, so your change may still go through. Please check before trying again.';
