import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { formatOrderDate } from '../lib/format/order-date';
import { expectNoAxeViolations } from './support/axe';
import { dollars } from './support/catalogue';
import { bodyRows, expectNoSidewaysScroll, expectRowsAsCards, isPhone, ownProducts, signedInFreshBuyer } from './support/orders';
import { freshBuyer, providerCall } from './support/provider-api';
import { advanceOrder, switchFaultOn } from './support/sandbox';
import { placePaidOrder, providerBuyer, type ProviderBuyer } from './support/shopping';

// Order Details of real paid orders, moved along their delivery path through the sandbox console.
// The orders buy products of their own (see support/orders.ts), so this file runs after every other test.

interface ProviderOrder {
  orders: {
    productId: string;
    productName: string;
    amount: string | number;
    quantity: string | number;
    total_price_per_item: string | number;
    created_at: string;
    firstname: string;
    lastname: string;
    customer_email: string;
    shipping_address: string;
    city: string | null;
    state: string | null;
    phone_number: string;
    status_history: { status: string; created_at: string }[];
  }[];
  subtotal: number;
  shipping_fee: string | number;
  total: number;
}

async function providerOrder({ token }: ProviderBuyer, orderId: string): Promise<ProviderOrder> {
  const { status, body } = await providerCall<{ data: ProviderOrder }>('GET', `/getOrderById/${orderId}`, { token });
  expect(status).toBe(200);
  return body.data;
}

const detail = (page: Page, section: string, label: string) =>
  page
    .getByRole('region', { name: section })
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
const progress = (page: Page) => page.getByRole('list', { name: 'Order progress' });
const step = (page: Page, label: string) => progress(page).getByRole('listitem').filter({ hasText: label });

test('the details show the date, products, shipping, payment and totals of the order', async ({ page }) => {
  test.slow();
  const [yam, pepper] = await ownProducts('Details yam', [12.5, 3.25]);
  const buyer = await signedInFreshBuyer(page, 'details');
  const { orderId } = await placePaidOrder(buyer, { [yam!.productId]: 2, [pepper!.productId]: 3 }, 'stripe');
  const order = await providerOrder(buyer, orderId);
  const first = order.orders[0]!;

  await page.goto(`/orderdetails/${orderId}`);
  await expect(page).toHaveTitle(/^Order Details \|/);
  const header = page.getByRole('main').locator('p').filter({ hasText: `Order #${orderId}` });
  // When the buyer placed it, as its Order Placed step says (the row's created_at is the payment's time).
  const placedAt = first.status_history.findLast((change) => change.status === 'placed')!.created_at;
  await expect(header).toContainText(`Placed on ${formatOrderDate(placedAt)}`, { timeout: 15_000 });
  await expect(header).toContainText('2 Products');

  await expect(detail(page, 'Shipping Information', 'Name')).toHaveText(`${first.firstname} ${first.lastname}`);
  await expect(detail(page, 'Shipping Information', 'Email')).toHaveText(first.customer_email);
  await expect(detail(page, 'Shipping Information', 'Delivery method')).toHaveText('Door Delivery');
  await expect(detail(page, 'Shipping Information', 'Shipping address')).toHaveText([first.shipping_address, first.city, first.state].filter(Boolean).join(', '));
  await expect(detail(page, 'Shipping Information', 'Phone')).toHaveText(first.phone_number);

  await expect(detail(page, 'Order Summary', 'Order ID')).toHaveText(`#${orderId}`);
  await expect(detail(page, 'Order Summary', 'Payment method')).toHaveText('Stripe');
  await expect(detail(page, 'Order Summary', 'Subtotal')).toHaveText(dollars(order.subtotal));
  await expect(detail(page, 'Order Summary', 'Shipping')).toHaveText(dollars(order.shipping_fee));
  await expect(detail(page, 'Order Summary', 'Total')).toHaveText(dollars(order.total));
  expect(order.subtotal).toBe(12.5 * 2 + 3.25 * 3);

  const products = page.getByRole('region', { name: `Products in order #${orderId}` });
  const rows = products.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  // The spec's four columns, and ours for the reviews (spec section 2, Order Details).
  expect(await products.getByRole('columnheader').allTextContents()).toEqual(['Product Name', 'Amount', 'Quantity', 'Total', 'Review']);
  for (const [index, line] of order.orders.entries()) {
    const cells = rows.nth(index).locator('td');
    await expect(cells.nth(0)).toContainText(line.productName.slice(0, 13));
    await expect(cells.nth(1)).toHaveText(dollars(line.amount));
    await expect(cells.nth(2)).toHaveText(String(Number(line.quantity)));
    await expect(cells.nth(3)).toHaveText(dollars(line.total_price_per_item));
    await expect(cells.nth(4).getByRole('button', { name: `Review product: ${line.productName}` })).toBeVisible();
  }
  await expectNoSidewaysScroll(page);
  if (isPhone(page)) await expectRowsAsCards(page, `Products in order #${orderId}`);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Back to List' }).click();
  await expect(page).toHaveURL('/order');
});

test('amounts the provider sends that are not numbers read Invalid input in the order, the order history and the transactions', async ({ page }) => {
  test.slow();
  const [yam, pepper] = await ownProducts('Unpriced yam', [4.5, 2]);
  const buyer = await signedInFreshBuyer(page, 'unpriced');
  const { orderId } = await placePaidOrder(buyer, { [yam!.productId]: 2, [pepper!.productId]: 1 }, 'paystack');
  const products = page.getByRole('region', { name: `Products in order #${orderId}` }).locator('tbody tr');

  const pricesBack = await switchFaultOn({ mode: 'unpriced', buyer: buyer.buyerId });
  try {
    await page.goto(`/orderdetails/${orderId}`);
    await expect(products).toHaveCount(2, { timeout: 15_000 });
    for (const index of [0, 1]) {
      await expect(products.nth(index).locator('td').nth(1)).toHaveText('Invalid input');
      await expect(products.nth(index).locator('td').nth(3)).toHaveText('Invalid input');
    }
    await expect(products.filter({ hasText: yam!.name.slice(0, 13) }).locator('td').nth(2)).toHaveText('2');
    await expect(detail(page, 'Order Summary', 'Subtotal')).toHaveText('Invalid input');
    await expect(detail(page, 'Order Summary', 'Shipping')).toHaveText(/^\$\d/);
    await expectNoAxeViolations(page);

    await page.goto('/order');
    await expect(bodyRows(page, 'Order history')).toHaveCount(2);
    for (const index of [0, 1]) await expect(bodyRows(page, 'Order history').nth(index).locator('td').nth(3)).toHaveText('Invalid input');

    await page.goto('/transaction');
    await expect(bodyRows(page, 'Transaction history')).toHaveCount(1);
    await expect(bodyRows(page, 'Transaction history').first().locator('td').nth(2)).toHaveText('Invalid input');
  } finally {
    await pricesBack();
  }

  await page.goto(`/orderdetails/${orderId}`);
  await expect(detail(page, 'Order Summary', 'Subtotal')).toHaveText('$11.00', { timeout: 15_000 });
});

test('the progress bar follows the order: confirmed, then shipped, then delivered, each with its date', async ({ page }) => {
  test.slow();
  const [okra] = await ownProducts('Progress okra', [4]);
  const buyer = await signedInFreshBuyer(page, 'progress');
  const { orderId } = await placePaidOrder(buyer, { [okra!.productId]: 1 }, 'paystack');
  const dateOf = async (status: string) => {
    const change = (await providerOrder(buyer, orderId)).orders[0]!.status_history.findLast((c) => c.status === status);
    return formatOrderDate(change!.created_at);
  };

  await page.goto(`/orderdetails/${orderId}`);
  await expect(progress(page).getByRole('listitem')).toHaveCount(5, { timeout: 15_000 });
  await expect(step(page, 'Order Placed')).toContainText(await dateOf('placed'));
  await expect(step(page, 'Order Confirmed')).toHaveAttribute('aria-current', 'step');
  await expect(step(page, 'Order Confirmed')).toContainText(await dateOf('confirmed'));
  await expect(step(page, 'Waiting to be Shipped')).toContainText('not reached yet');
  await expect(step(page, 'Delivered')).toContainText('not reached yet');
  await expectNoAxeViolations(page);

  await advanceOrder(orderId, 'shipped');
  await page.reload();
  await expect(step(page, 'Shipped')).toHaveAttribute('aria-current', 'step', { timeout: 15_000 });
  await expect(step(page, 'Shipped')).toContainText(await dateOf('shipped'));
  await expect(step(page, 'Order Confirmed')).toContainText('completed');
  await expect(step(page, 'Out for Delivery')).toContainText('not reached yet');
  await expect(progress(page).getByText('Waiting to be Shipped')).toHaveCount(0);

  await advanceOrder(orderId, 'delivered');
  await page.reload();
  await expect(step(page, 'Delivered')).toHaveAttribute('aria-current', 'step', { timeout: 15_000 });
  await expect(step(page, 'Delivered')).toContainText(await dateOf('delivered'));
  // Skipped on the way, so reached without a date of its own.
  await expect(step(page, 'Out for Delivery')).toContainText('completed');
  await expect(progress(page).getByText('not reached yet')).toHaveCount(0);
});

test('a cancelled order says so instead of showing a delivery path', async ({ page }) => {
  test.slow();
  const [kale] = await ownProducts('Cancelled kale', [6]);
  const buyer = await signedInFreshBuyer(page, 'cancelled');
  const { orderId } = await placePaidOrder(buyer, { [kale!.productId]: 1 }, 'paystack');
  await advanceOrder(orderId, 'cancelled');
  const cancelledAt = (await providerOrder(buyer, orderId)).orders[0]!.status_history.findLast((c) => c.status === 'cancelled')!.created_at;

  await page.goto(`/orderdetails/${orderId}`);
  await expect(page.getByText(`This order was cancelled on ${formatOrderDate(cancelledAt)}.`)).toBeVisible({ timeout: 15_000 });
  await expect(progress(page)).toHaveCount(0);
  // Nothing to review: the provider takes reviews of paid orders only, so no form leads to a refusal.
  const products = page.getByRole('region', { name: `Products in order #${orderId}` }).locator('tbody tr');
  await expect(products.filter({ hasText: kale!.name })).toContainText('Order cancelled');
  await expect(page.getByRole('button', { name: /^Review/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto('/order');
  await expect(page.getByRole('region', { name: 'Order history' }).locator('tbody tr td').nth(5)).toHaveText('Cancelled');
});

test("an unknown order, or another buyer's, is not found, with the way back to the list", async ({ page }) => {
  test.slow();
  const [plantain] = await ownProducts('Private plantain', [5]);
  // Someone else's order: its id must read exactly like one that does not exist.
  const other = await providerBuyer(await freshBuyer('other'));
  const { orderId: theirs } = await placePaidOrder(other, { [plantain!.productId]: 1 }, 'paystack');

  await signedInFreshBuyer(page, 'snoop');
  for (const orderId of ['1000000000', theirs]) {
    await page.goto(`/orderdetails/${orderId}`);
    await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(`There is no order #${orderId} in your order history.`)).toBeVisible();
    await expect(page.getByText('Shipping Information')).toHaveCount(0);
  }
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to List' }).click();
  await expect(page).toHaveURL('/order');
});
