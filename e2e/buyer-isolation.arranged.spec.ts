import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIResponse, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn } from './support/auth';
import { putInWishlist } from './support/buying';
import { storefrontUrl } from './support/env';
import { expectEmptyMessage, ownProducts, signedInFreshBuyer } from './support/orders';
import { freshBuyer, providerCall } from './support/provider-api';
import { replyToTicket } from './support/sandbox';
import { placePaidOrder, providerBuyer, putInCart } from './support/shopping';

// Issue 7, hardening: one buyer's cart, orders, transactions, tickets, profile and wishlist cannot
// be read or changed by another signed-in buyer through the storefront's pages and routes, whatever
// ids they put in the path, the query or the body. Buyer A pays for a product of its own (see
// support/orders.ts), so this file runs after every other test.

test.slow(); // two buyers signed in, a paid order and many calls per test on a busy machine

const AVATAR = readFileSync(path.join(__dirname, 'fixtures', 'avatar.png'));
const LOADED = { timeout: 20_000 };

/** Buyer A, signed in on a page of its own, and what A has. */
interface Owner {
  page: Page;
  buyerId: string;
  cartId: string;
  cartRowId: number;
  orderId: string;
  reference: string;
  ticketId: string;
  wishedProductId: string;
  /** Text only A's data holds: none of it may reach B. */
  secrets: string[];
}

/** A's data as A's own session reads it through the storefront. */
async function ownerView(a: Owner): Promise<Record<string, unknown>> {
  const paths = ['/api/cart', '/api/wishlist', '/api/orders', '/api/transactions', '/api/tickets', `/api/tickets/${a.ticketId}`, '/api/profile'];
  const answers = await Promise.all(paths.map(async (p) => [p, await (await a.page.request.get(p)).json()] as const));
  return Object.fromEntries(answers);
}

let context: BrowserContext;
let owner: Owner;
let before: Record<string, unknown>;

test.beforeAll(async ({ browser }) => {
  const stamp = Date.now().toString(36);
  const [ordered, carted, wished] = await ownProducts(`Private of A ${stamp}`, [3, 4, 5]);
  const credentials = await freshBuyer('owner-a');
  const buyer = await providerBuyer(credentials);
  const { orderId, reference } = await placePaidOrder(buyer, { [ordered!.productId]: 1 });
  await putInCart(buyer, carted!.productId, 2);
  await putInWishlist(buyer, wished!.productId);
  const subject = `A's private matter ${stamp}`;
  const opened = await providerCall<{ data: { ticket_id: string } }>('POST', '/createTicket', {
    token: buyer.token,
    body: { subject, category: 'order', priority: 'low', description: `Deliver to my gate code ${stamp}` },
  });
  const ticketId = opened.body.data.ticket_id;
  // Answered by support, so the provider would take a reply to it: only ownership can refuse B's.
  await replyToTicket(ticketId, `Noted, gate code ${stamp}`);
  const { body: cart } = await providerCall<{ cart_items: { cartId: string; id: number }[] }>('GET', '/viewCart', { token: buyer.token });

  context = await browser.newContext({ baseURL: storefrontUrl });
  const page = await context.newPage();
  await signIn(page, credentials);
  const photo = await page.request.post('/api/profile/picture', { multipart: { profile_photo: { name: 'a.png', mimeType: 'image/png', buffer: AVATAR } } });
  expect(photo.status()).toBe(200);

  owner = {
    page,
    buyerId: buyer.buyerId,
    cartId: cart.cart_items[0]!.cartId,
    cartRowId: cart.cart_items[0]!.id,
    orderId,
    reference,
    ticketId,
    wishedProductId: wished!.productId,
    secrets: [credentials.email, buyer.buyerId, ordered!.name, carted!.name, wished!.name, subject, stamp, reference],
  };
  before = await ownerView(owner);
  // The view holds A's things, so "unchanged" below means they are still there.
  expect(JSON.stringify(before)).toContain(carted!.name);
  expect(JSON.stringify(before)).toContain(wished!.name);
  expect(JSON.stringify(before)).toContain(ordered!.name);
  expect(JSON.stringify(before)).toContain(`Noted, gate code ${stamp}`);
  expect(JSON.stringify(before)).toMatch(/profile_images\/.+/);
});

test.afterAll(async () => {
  await context?.close();
});

test.afterEach(async () => {
  expect(await ownerView(owner), "A's data after B's attempts").toEqual(before);
});

/** Nothing of A's in what B got back. */
async function expectNothingOfA(answer: APIResponse | string, what: string): Promise<void> {
  const text = typeof answer === 'string' ? answer : await answer.text();
  for (const secret of owner.secrets) expect(text, `${what} leaks "${secret}"`).not.toContain(secret);
}

/**
 * What B's screen holds: its text, shown or not yet rendered (innerText would skip what is hidden or
 * below the first screen), and the values in its form fields.
 */
const screenText = (page: Page) =>
  page.getByRole('main').evaluate((main: HTMLElement) => [main.textContent ?? '', ...[...main.querySelectorAll('input, textarea')].map((f) => (f as HTMLInputElement).value)].join('\n'));

/** B's request for A's row is refused (403) or answered as missing (404), with nothing of A's. */
async function expectRefused(answer: Promise<APIResponse>, what: string): Promise<void> {
  const response = await answer;
  expect([403, 404], `${what} answered ${response.status()}`).toContain(response.status());
  await expectNothingOfA(response, what);
}

/**
 * A's id put in the query, a header or the body is ignored: B gets B's own answer, or B's own
 * refusal, never a refusal of the request's form (422), which would mean the handler never ran.
 */
async function expectOwnAnswer(answer: Promise<APIResponse>, what: string): Promise<APIResponse> {
  const response = await answer;
  expect(response.status(), `${what} was refused before its handler ran`).not.toBe(422);
  await expectNothingOfA(response, what);
  return response;
}

const smuggled = () => ({ userId: owner.buyerId, buyerId: owner.buyerId, id: owner.buyerId });
const withA = (route: string) => `${route}?${new URLSearchParams(smuggled())}`;
const asA = () => ({ 'x-user-id': owner.buyerId, 'x-buyer-id': owner.buyerId });

test("B can neither change nor delete A's cart line, by its cart id or its row id", async ({ page }) => {
  await signedInFreshBuyer(page, 'intruder-b');
  for (const id of [owner.cartId, String(owner.cartRowId)]) {
    await expectRefused(page.request.patch(`/api/cart/${id}`, { data: { quantity: 1 } }), `PATCH /api/cart/${id}`);
    await expectRefused(page.request.delete(`/api/cart/${id}`), `DELETE /api/cart/${id}`);
  }
  await expectOwnAnswer(page.request.get(withA('/api/cart'), { headers: asA() }), 'GET /api/cart with A in the query');
  await expectOwnAnswer(page.request.get(withA('/api/cart/quantity')), 'GET /api/cart/quantity with A in the query');
  const shipping = { buyerType: 'individual', firstname: 'Bola', lastname: 'Ade', address: '4 Market Road', state: 'Enugu', city: 'Nsukka', email: 'b@example.com', phone: '08031234567' };
  await expectOwnAnswer(page.request.post('/api/checkout', { data: { ...shipping, ...smuggled(), paymentMethod: 'paystack' } }), 'POST /api/checkout naming A');

  await page.goto('/cart');
  await expect(page.getByText('No product in your Cart')).toBeVisible(LOADED);
  await expectNothingOfA(await screenText(page), 'the cart page');
});

test("B cannot see A's order or transactions: not by the details page, the order routes or the success page", async ({ page }) => {
  await signedInFreshBuyer(page, 'intruder-b');
  await expectRefused(page.request.get(`/api/orders/${owner.orderId}`), `GET /api/orders/${owner.orderId}`);
  await expectRefused(page.request.get(withA(`/api/orders/${owner.orderId}`)), `GET /api/orders/${owner.orderId} naming A`);
  await expectOwnAnswer(page.request.get(withA('/api/orders'), { headers: asA() }), 'GET /api/orders naming A');
  await expectOwnAnswer(page.request.get(withA('/api/transactions'), { headers: asA() }), 'GET /api/transactions naming A');

  await page.goto(`/orderdetails/${owner.orderId}`);
  await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible(LOADED);
  await expectNothingOfA(await screenText(page), 'the order details page');

  await page.goto(`/success?${new URLSearchParams({ reference: owner.reference, orderId: owner.orderId })}`);
  await expect(page.getByRole('heading', { level: 1, name: 'We could not find this order' })).toBeVisible(LOADED);
  await expectNothingOfA(await screenText(page), 'the success page');

  const histories = [
    ['/order', 'Order history', 'There are no order history to display'],
    ['/transaction', 'Transaction history', 'There are no Transaction history to display'],
  ] as const;
  for (const [screen, list, empty] of histories) {
    await page.goto(screen);
    await expectEmptyMessage(page, list, empty);
    await expectNothingOfA(await screenText(page), screen);
  }
});

test("B can neither read nor answer A's support ticket", async ({ page }) => {
  await signedInFreshBuyer(page, 'intruder-b');
  await expectRefused(page.request.get(`/api/tickets/${owner.ticketId}`), `GET /api/tickets/${owner.ticketId}`);
  await expectRefused(page.request.post(`/api/tickets/${owner.ticketId}/replies`, { data: { message: 'Cancel it all, B' } }), 'a reply to A’s ticket');
  await expectOwnAnswer(page.request.get(withA('/api/tickets'), { headers: asA() }), 'GET /api/tickets naming A');

  await page.goto(`/support/${owner.ticketId}`);
  await expect(page.getByText('Failed to load ticket.')).toBeVisible(LOADED);
  await expectNothingOfA(await screenText(page), 'the ticket page');
  await page.goto('/support');
  await expect(page.getByText('No support tickets found.')).toBeVisible(LOADED);
  await expectNothingOfA(await screenText(page), 'the support page');
});

test("B can neither read nor change A's profile or picture, whatever user id the request names", async ({ page }) => {
  await signedInFreshBuyer(page, 'intruder-b');
  await expectOwnAnswer(page.request.get(withA('/api/profile'), { headers: asA() }), 'GET /api/profile naming A');
  // The real provider deletes the picture of whatever id its path names: ours must come from the session.
  await expectOwnAnswer(page.request.delete(withA('/api/profile/picture'), { headers: asA(), data: smuggled() }), 'DELETE /api/profile/picture naming A');
  // The saves take no field they do not name, so A's id goes in the query and headers; they change B's profile.
  const account = await expectOwnAnswer(page.request.post(withA('/api/profile/account'), { headers: asA(), data: { firstname: 'Mallory' } }), 'POST /api/profile/account naming A');
  const billing = await expectOwnAnswer(page.request.post(withA('/api/profile/billing'), { headers: asA(), data: { city: 'Nowhere' } }), 'POST /api/profile/billing naming A');
  expect([account.status(), billing.status()]).toEqual([200, 200]);
  const { profile: mine } = (await (await page.request.get('/api/profile')).json()) as { profile: { firstName: string; city: string } };
  expect(mine).toMatchObject({ firstName: 'Mallory', city: 'Nowhere' });
  for (const field of [{ firstname: 'Mallory' }, { city: 'Nowhere' }]) {
    const named = await page.request.post(field.city ? '/api/profile/billing' : '/api/profile/account', { data: { ...smuggled(), ...field } });
    expect(named.status(), 'a save naming an id in its body').toBe(422);
  }

  await page.goto('/profile');
  await expect(page.getByRole('main').getByLabel('Email', { exact: true })).toHaveValue(/@example\.com$/, LOADED);
  await expectNothingOfA(await screenText(page), 'the profile page');
});

test("B can neither read nor remove A's wishlist item", async ({ page }) => {
  await signedInFreshBuyer(page, 'intruder-b');
  // A wishlist removal names a product, in the caller's own wishlist: B's removal of the product A
  // wished for is done in B's wishlist (where it is not: nothing to do), and A's stays (afterEach).
  await expectOwnAnswer(page.request.delete(`/api/wishlist/${owner.wishedProductId}`), "DELETE of the product A wished for");
  await expectOwnAnswer(page.request.get(withA('/api/wishlist'), { headers: asA() }), 'GET /api/wishlist naming A');

  await page.goto('/wishlist');
  await expect(page.getByText('No product in your wishlist')).toBeVisible(LOADED);
  await expectNothingOfA(await screenText(page), 'the wishlist page');
});
