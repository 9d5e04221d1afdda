import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { formatOrderDate } from '../lib/format/order-date';
import { expectNoAxeViolations } from './support/axe';
import { dollars } from './support/catalogue';
import { bodyRows, expectNoSidewaysScroll, expectRowsAsCards, isPhone, listRegion, ownProducts, placedAt, providerOrderRows, signedInFreshBuyer } from './support/orders';
import { placePaidOrder } from './support/shopping';
import { goOfflineWhenIdle } from './support/offline';
import { expectBottomShadeUntilTheEnd } from './support/pixels';
import { QUERY_STALE_MS } from '../lib/client/stale-time';

// Order and Transaction History with real paid orders. The orders buy products of their own
// (see support/orders.ts), so this file runs after every other test.

const OFFLINE = 'You are offline. Please check your internet connection.';
const DATE = /^\d{1,2}\/\d{1,2}\/\d{4}, \d{1,2}:\d{2} (am|pm)$/;
const ORDERS = 'Order history';
const cellsOf = (page: Page, index: number) => bodyRows(page, ORDERS).nth(index).locator('td');

test('each bought line is a row with its values, and the ID link and the row open the order', async ({ page }) => {
  test.slow();
  const [yam, pepper] = await ownProducts('History yam', [12.5, 3.25]);
  const buyer = await signedInFreshBuyer(page, 'history');
  const { orderId } = await placePaidOrder(buyer, { [yam!.productId]: 2, [pepper!.productId]: 1 }, 'paystack');
  const rows = await providerOrderRows(buyer);
  expect(rows).toHaveLength(2);

  await page.goto('/order');
  await expect(bodyRows(page, ORDERS)).toHaveCount(2);
  expect(await listRegion(page, ORDERS).getByRole('columnheader').allTextContents()).toEqual([
    'Order ID',
    'Product ID',
    'Product Name',
    'Amount',
    'Quantity',
    'Order Status',
    'Date',
  ]);
  // Rows come newest first, as the provider lists them.
  for (const [index, row] of rows.entries()) {
    const cells = cellsOf(page, index);
    await expect(cells.nth(0)).toHaveText(`#${orderId}`);
    await expect(cells.nth(1)).toHaveText(row.productId);
    await expect(cells.nth(2)).toContainText(row.productName.slice(0, 13));
    await expect(cells.nth(3)).toHaveText(dollars(row.amount));
    await expect(cells.nth(4)).toHaveText(`x${Number(row.quantity)}`);
    await expect(cells.nth(5)).toHaveText('Order Confirmed');
    await expect(cells.nth(6)).toHaveText(formatOrderDate(placedAt(row)));
    await expect(cells.nth(6)).toHaveText(DATE);
    // The round product picture, through our image route.
    await expect(cells.nth(2).locator('img')).toHaveAttribute('src', /\/_next\/image\?url=%2Fmedia%2F/);
  }
  const yamRow = bodyRows(page, ORDERS).filter({ hasText: yam!.productId });
  await expect(yamRow.locator('td').nth(4)).toHaveText('x2');
  await expect(yamRow.locator('td').nth(3)).toHaveText('$12.50');
  await expectNoSidewaysScroll(page);
  if (isPhone(page)) await expectRowsAsCards(page, ORDERS);
  await expectNoAxeViolations(page);

  await yamRow.getByRole('link', { name: `#${orderId}` }).click();
  await expect(page).toHaveURL(`/orderdetails/${orderId}`);
  await expect(page.getByText(`Order #${orderId}`, { exact: true })).toBeVisible();

  await page.goBack();
  await expect(bodyRows(page, ORDERS)).toHaveCount(2);
  await bodyRows(page, ORDERS).first().locator('td').nth(3).click();
  await expect(page).toHaveURL(`/orderdetails/${orderId}`);

  // The ID link is the keyboard's way to the details.
  await page.goBack();
  await bodyRows(page, ORDERS).first().getByRole('link').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/orderdetails/${orderId}`);
});

test('more than 10 lines come in pages of 10, 15, 20, 25 or 30 under a header that stays in view (cards on phones)', async ({ page }) => {
  test.slow();
  const [maize, beans] = await ownProducts('Paged maize', [2, 4.5]);
  const buyer = await signedInFreshBuyer(page, 'pages');
  for (let i = 0; i < 6; i++) await placePaidOrder(buyer, { [maize!.productId]: 1, [beans!.productId]: i + 1 }, i % 2 ? 'stripe' : 'paystack');

  await page.goto('/order');
  const pager = page.getByRole('navigation', { name: 'Order history pages' });
  await expect(bodyRows(page, ORDERS)).toHaveCount(10);
  await expect(pager.getByText('Page 1 of 2')).toBeVisible();
  await expect(pager.getByText('1–10 of 12')).toBeVisible();
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
  const rowsPerPage = pager.getByLabel('Rows per page');
  await expect(rowsPerPage).toHaveValue('10');
  await expect(rowsPerPage.locator('option')).toHaveText(['10', '15', '20', '25', '30']);

  const region = listRegion(page, ORDERS);
  if (!isPhone(page)) {
    // The header stays at the top of the 500 px area while its rows scroll.
    expect(await region.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('500px');
    const header = region.getByRole('columnheader', { name: 'Order ID' });
    // Rows below the area's edge are shown by a shade along it, gone once the last row is in view.
    await expectBottomShadeUntilTheEnd(region);
    expect(await region.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    const [regionBox, headerBox] = [await region.boundingBox(), await header.boundingBox()];
    expect(Math.abs(headerBox!.y - regionBox!.y)).toBeLessThan(2);
  } else {
    await expectRowsAsCards(page, ORDERS);
  }

  // By keyboard: Next, now at the last page, keeps the focus.
  await pager.getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('Enter');
  await expect(bodyRows(page, ORDERS)).toHaveCount(2);
  await expect(pager.getByText('Page 2 of 2')).toBeVisible();
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(pager.getByRole('button', { name: 'Next' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(pager.getByText('Page 2 of 2')).toBeVisible();
  await pager.getByRole('button', { name: 'Previous' }).click();
  await expect(pager.getByText('Page 1 of 2')).toBeVisible();

  await rowsPerPage.selectOption('15');
  await expect(bodyRows(page, ORDERS)).toHaveCount(12);
  await expect(pager.getByText('Page 1 of 1')).toBeVisible();
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expectNoAxeViolations(page);
});

test('Transaction History lists each payment with its id, date, amount, method and status', async ({ page }) => {
  test.slow();
  const [rice] = await ownProducts('Ledger rice', [7.75]);
  const buyer = await signedInFreshBuyer(page, 'ledger');
  await placePaidOrder(buyer, { [rice!.productId]: 2 }, 'paystack');
  await placePaidOrder(buyer, { [rice!.productId]: 1 }, 'stripe');
  const payments = (await providerOrderRows(buyer)).map((row) => ({
    id: String(row.payment_id),
    date: formatOrderDate(row.created_at),
    amount: dollars(row.grand_price),
    method: row.paymentMethod === 'stripe' ? 'Stripe' : 'Paystack',
  }));
  expect(payments).toHaveLength(2);

  await page.goto('/transaction');
  const rows = bodyRows(page, 'Transaction history');
  await expect(rows).toHaveCount(2);
  expect(await listRegion(page, 'Transaction history').getByRole('columnheader').allTextContents()).toEqual([
    'Transaction ID',
    'Date',
    'Amount',
    'Payment method',
    'Status',
  ]);
  for (const [index, payment] of payments.entries()) {
    await expect(rows.nth(index).locator('td')).toHaveText([payment.id, payment.date, payment.amount, payment.method, 'Success']);
    expect(payment.date).toMatch(DATE);
  }
  // The Stripe payment is the newer one.
  await expect(rows.first().locator('td').nth(3)).toHaveText('Stripe');
  if (isPhone(page)) await expectRowsAsCards(page, 'Transaction history');
  await expectNoAxeViolations(page);
});

test('back online, both lists are read again however fresh they were: an order paid meanwhile shows', async ({ page, context }) => {
  test.slow();
  const [okra] = await ownProducts('Reconnect okra', [4.75]);
  const buyer = await signedInFreshBuyer(page, 'reconnect');
  for (const { path, api, list, rows } of [
    { path: '/order', api: '/api/orders', list: ORDERS, rows: 1 },
    { path: '/transaction', api: '/api/transactions', list: 'Transaction history', rows: 2 },
  ]) {
    const read = page.waitForResponse((response) => new URL(response.url()).pathname === api);
    await page.goto(path);
    await read;
    const loadedAt = Date.now();
    await expect(listRegion(page, list)).toBeVisible();
    await goOfflineWhenIdle(page);
    // Said in place of the rows when there are none (orders), above them when there are (transactions).
    await expect(page.getByText(OFFLINE)).toBeVisible();
    await expect(bodyRows(page, list)).toHaveCount(rows - 1);
    await placePaidOrder(buyer, { [okra!.productId]: 1 });
    // The list is still fresh when the connection comes back: only a query that asks to be read
    // again on reconnection, however fresh, is read then (nothing else would read it again here).
    expect(Date.now() - loadedAt, 'the list had gone stale anyway before the connection came back').toBeLessThan(QUERY_STALE_MS);
    await context.setOffline(false);
    await expect(bodyRows(page, list)).toHaveCount(rows);
    await expect(page.getByText(OFFLINE)).toHaveCount(0);
  }
});
