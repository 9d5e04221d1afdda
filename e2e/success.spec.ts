import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { demoBuyer, signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { LOADED } from './support/checkout';
import { freshBuyer, providerCall } from './support/provider-api';
import { providerBuyer } from './support/shopping';

// Success links that prove no payment of the signed-in buyer's. The demo buyer's seeded orders are
// only read here; paid orders of fresh buyers are in checkout-payment.arranged.spec.ts.

interface OrderRow {
  orderId: string;
  paymentReference: string;
}

async function aDemoOrder(): Promise<OrderRow> {
  const { token } = await providerBuyer(demoBuyer);
  const { body } = await providerCall<{ data: { orders: OrderRow[] } }>('GET', '/getOrders', { token });
  const order = body.data.orders.find((row) => row.paymentReference);
  if (!order) throw new Error('The demo buyer has no paid order in the seed');
  return order;
}

const successUrl = (orderId: string, reference: string) => `/success?${new URLSearchParams({ reference, orderId })}`;

async function expectNotFound(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'We could not find this order' })).toBeVisible(LOADED);
  await expect(page.getByRole('link', { name: 'View your orders' })).toHaveAttribute('href', '/order');
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  await expect(page.getByText('Transaction Successful')).toHaveCount(0);
}

test('without the payment’s details there is no order to show', async ({ page }) => {
  await signIn(page, await freshBuyer('success-bare'));
  await page.goto('/success');
  await expectNotFound(page);
  await expectNoAxeViolations(page);
  await page.goto('/success?orderId=1234567890');
  await expectNotFound(page);
});

test('the buyer’s own order shows only with the reference of the payment that made it', async ({ page }) => {
  const order = await aDemoOrder();
  await signIn(page, demoBuyer);

  await page.goto(successUrl(order.orderId, 'T000000000000000'));
  await expectNotFound(page);
  await expect(page.getByText(order.orderId)).toHaveCount(0);

  // The gateway's own spelling of the route, with the right reference: the order is there.
  await page.goto(`/Success?${new URLSearchParams({ reference: order.paymentReference, orderId: order.orderId })}`);
  await expect(page).toHaveURL(successUrl(order.orderId, order.paymentReference));
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction Successful' })).toBeVisible(LOADED);
  await expect(page.getByText(`#${order.orderId}`)).toBeVisible();
});

test('the order shown stays when reading it again fails (back online)', async ({ page, context }) => {
  const order = await aDemoOrder();
  await signIn(page, demoBuyer);
  await page.goto(successUrl(order.orderId, order.paymentReference));
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction Successful' })).toBeVisible(LOADED);

  await page.route(`**/api/orders/${order.orderId}`, (route) => route.fulfill({ status: 503, json: { message: 'The marketplace service is unavailable.' } }));
  let failures = 0;
  page.on('response', (response) => void (response.url().includes(`/api/orders/${order.orderId}`) && response.status() === 503 && failures++));
  await context.setOffline(true);
  await context.setOffline(false);
  // The first read and its two retries fail; then the query is in error, and the screen drawn from it.
  await expect.poll(() => failures, LOADED).toBe(3);
  await page.waitForTimeout(500);
  await expect(page.getByText('We could not load your order', { exact: false })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction Successful' })).toBeVisible();
  await expect(page.getByText(`#${order.orderId}`)).toBeVisible();
});

test('another buyer’s order is not shown, even with its reference', async ({ page }) => {
  const order = await aDemoOrder();
  await signIn(page, await freshBuyer('success-other'));
  await page.goto(successUrl(order.orderId, order.paymentReference));
  await expectNotFound(page);
  await expect(page.getByText(order.paymentReference)).toHaveCount(0);
});

test('an order id that does not exist shows the message', async ({ page }) => {
  await signIn(page, await freshBuyer('success-unknown'));
  await page.goto(successUrl('1000000000', 'T123456789012345'));
  await expectNotFound(page);
});
