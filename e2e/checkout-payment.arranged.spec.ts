import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { dollars } from './support/catalogue';
import {
  buyerWithCart,
  cartBadge,
  countCheckoutPosts,
  finishPayment,
  LOADED,
  placeOrderAndReachGateway,
  placeOrderButton,
  providerCart,
  type CartBuyer,
} from './support/checkout';
import { bodyRows, ownProducts as productsOfOurOwn } from './support/orders';
import { providerCall } from './support/provider-api';
import type { ProviderBuyer } from './support/shopping';

// Paying takes stock, so these buy products of their own; creating them adds to the shared
// catalogue, so playwright.config.ts runs this file after every other test. Each pays through the
// gateway page in the browser: a long flow on a busy machine.
test.describe.configure({ timeout: 180_000 });

async function ownProducts(): Promise<{ yam: string; pepper: string }> {
  const [yam, pepper] = await productsOfOurOwn('Checkout', [12.5, 3.25]);
  return { yam: yam!.productId, pepper: pepper!.productId };
}

interface ProviderOrder {
  orders: { orderId: string; productName: string; quantity: string | number; paymentReference: string; total_price_per_item: string | number }[];
  subtotal: number;
  shipping_fee: string | number;
  total: number;
}

async function providerOrderIds({ token }: ProviderBuyer): Promise<string[]> {
  const { status, body } = await providerCall<{ data?: { orders: { orderId: string }[] } }>('GET', '/getOrders', { token });
  return status === 404 ? [] : [...new Set(body.data!.orders.map((row) => row.orderId))];
}

/** Pays on the gateway page and checks /success against the order the provider wrote. */
async function payAndCheckSuccess(page: Page, { buyer }: CartBuyer) {
  await finishPayment(page, 'Pay');
  await page.waitForURL((url) => url.pathname === '/success');
  const url = new URL(page.url());
  const orderId = url.searchParams.get('orderId')!;
  const reference = url.searchParams.get('reference')!;
  const { body } = await providerCall<{ data: ProviderOrder }>('GET', `/getOrderById/${orderId}`, { token: buyer.token });
  const order = body.data;
  expect(order.orders[0]!.paymentReference).toBe(reference);

  await expect(page.getByRole('heading', { level: 1, name: 'Transaction Successful' })).toBeVisible(LOADED);
  const fact = (term: string) =>
    page
      .getByRole('main')
      .locator('dl > div')
      .filter({ has: page.getByRole('term').filter({ hasText: term }) })
      .getByRole('definition');
  await expect(fact('Order number')).toHaveText(`#${orderId}`);
  await expect(fact('Payment reference')).toHaveText(reference);
  await expect(fact('Total paid')).toHaveText(dollars(order.total));
  const items = page.getByRole('table', { name: `Products in order ${orderId}` });
  for (const row of order.orders) {
    await expect(items.getByRole('row', { name: new RegExp(`^${row.productName}`) }).getByRole('cell')).toHaveText([
      String(row.quantity),
      dollars(row.total_price_per_item),
    ]);
  }
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  // The provider emptied the cart with the order; the header follows.
  await expect(page.getByRole('link', { name: 'Cart', exact: true })).toBeVisible(LOADED);
  await expect(cartBadge(page)).toHaveCount(0, LOADED);
  expect((await providerCart(buyer)).cart_items).toEqual([]);
  return { orderId, reference };
}

test('paying with Paystack shows the order just paid and empties the cart badge', async ({ page }) => {
  const { yam, pepper } = await ownProducts();
  const shopper = await buyerWithCart('individual', { [yam]: 2, [pepper]: 3 });
  await signIn(page, shopper.creds);
  await page.goto('/checkout');
  await expect(cartBadge(page)).toHaveText('5', LOADED);
  await placeOrderAndReachGateway(page, 'Paystack');
  const { orderId } = await payAndCheckSuccess(page, shopper);
  await expectNoAxeViolations(page);

  // The order just paid is in the buyer's order history (a row per product) and transactions.
  await page.goto('/order');
  const lines = bodyRows(page, 'Order history');
  await expect(lines).toHaveCount(2);
  for (const productId of [yam, pepper]) {
    await expect(lines.filter({ hasText: productId }).getByRole('link', { name: `#${orderId}` })).toBeVisible();
  }
  await page.goto('/transaction');
  const payments = bodyRows(page, 'Transaction history');
  await expect(payments).toHaveCount(1);
  await expect(payments.first().locator('td').nth(3)).toHaveText('Paystack');
  await expect(payments.first().locator('td').nth(4)).toHaveText('Success');
});

test('a company pays with Stripe and sees its order', async ({ page }) => {
  const { yam } = await ownProducts();
  const shopper = await buyerWithCart('company', { [yam]: 1 });
  await signIn(page, shopper.creds);
  await page.goto('/checkout');
  await expect(cartBadge(page)).toHaveText('1', LOADED);
  await placeOrderAndReachGateway(page, 'Stripe');
  const { reference } = await payAndCheckSuccess(page, shopper);
  expect(reference).toMatch(/^cs_test_/);
});

test('double clicks and Enter on Place Order make one order attempt and one payment', async ({ page }) => {
  const { pepper } = await ownProducts();
  const shopper = await buyerWithCart('individual', { [pepper]: 1 });
  await signIn(page, shopper.creds);
  await page.goto('/checkout');
  const posts = countCheckoutPosts(page);
  await page.getByRole('radio', { name: 'Paystack' }).check(LOADED);

  // The first attempt is held on its way to the server, so every later try lands while it is in flight.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/checkout', async (route) => {
    await held;
    await route.continue();
  });
  await placeOrderButton(page).dblclick();
  await page.getByRole('main').getByLabel('City', { exact: true }).press('Enter');
  // Submits that a disabled button cannot stop, as a click or Enter landing before React re-renders would be.
  await page.evaluate(() => {
    const form = document.querySelector<HTMLFormElement>('main form')!;
    form.requestSubmit();
    form.requestSubmit();
  });
  await expect(placeOrderButton(page)).toHaveText('Placing order…');
  await expect(placeOrderButton(page)).toBeDisabled();
  release();

  await page.waitForURL(/\/sandbox\/pay\//);
  expect(posts()).toBe(1);
  await payAndCheckSuccess(page, shopper);
  expect(await providerOrderIds(shopper.buyer)).toHaveLength(1);
});
