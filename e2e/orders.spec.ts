import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { goOfflineAcrossReload } from './support/offline';
import { expectEmptyMessage, signedInFreshBuyer } from './support/orders';

// Order and Transaction History for a buyer with no orders: nothing here buys anything, so the
// shared catalogue is untouched (the lists with orders are in orders.arranged.spec.ts).

const OFFLINE = 'You are offline. Please check your internet connection.';

test('a buyer without orders is told there is no history, on both lists', async ({ page }) => {
  test.slow();
  await signedInFreshBuyer(page, 'no-orders');
  await page.goto('/order');
  await expect(page).toHaveTitle(/^Order History \|/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order History');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Order History');
  await expectEmptyMessage(page, 'Order history', 'There are no order history to display');
  await expect(page.getByRole('navigation', { name: 'Order history pages' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto('/transaction');
  await expect(page).toHaveTitle(/^Transaction History \|/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Transaction History');
  await expectEmptyMessage(page, 'Transaction history', 'There are no Transaction history to display');
  await expectNoAxeViolations(page);
});

for (const { path, list, api, body, own } of [
  { path: '/order', list: 'Order history', api: '/api/orders', body: { lines: [] }, own: 'There are no order history to display' },
  { path: '/transaction', list: 'Transaction history', api: '/api/transactions', body: { transactions: [] }, own: 'There are no Transaction history to display' },
]) {
  test(`${path}: a history that holds nothing says there are no records; one that fails to load says the list's own words`, async ({ page }) => {
    test.slow();
    await signedInFreshBuyer(page, 'empty-history');
    // The provider answered an empty list (200), not its 404 for a buyer without history.
    await page.route(`**${api}`, (route) => route.fulfill({ json: { ...body, hasHistory: true } }));
    await page.goto(path);
    await expectEmptyMessage(page, list, 'There are no records to display');

    await page.unroute(`**${api}`);
    await page.route(`**${api}`, (route) => route.fulfill({ status: 500, json: { message: 'The marketplace service is unavailable.' } }));
    await page.reload();
    // Two retries first (lib/client/query-client.ts).
    await expectEmptyMessage(page, list, own);
  });
}

for (const { path, list, api, loaded } of [
  { path: '/order', list: 'Order history', api: '/api/orders', loaded: 'There are no order history to display' },
  { path: '/transaction', list: 'Transaction history', api: '/api/transactions', loaded: 'There are no Transaction history to display' },
]) {
  test(`${path} loaded offline says so without asking the server, and loads once back online`, async ({ page, context }) => {
    test.slow();
    await signedInFreshBuyer(page, 'offline');
    await page.goto(path);
    await expectEmptyMessage(page, list, loaded);

    // The browser has no copy of the page for offline use (no service worker), so the reload's
    // document and assets are fetched by the test runner instead, which the offline browser
    // cannot do. The page itself still runs offline: navigator.onLine is false and its own
    // requests fail. Requests to the list's API are counted whichever way they would go.
    await page.route('**/*', async (route) => {
      if (new URL(route.request().url()).pathname.startsWith('/api/')) return route.abort('internetdisconnected');
      return route.fulfill({ response: await route.fetch() });
    });
    const listRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === api) listRequests.push(request.url());
    });
    const backOnline = await goOfflineAcrossReload(page, context);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectEmptyMessage(page, list, OFFLINE);
    await expectNoAxeViolations(page);
    // Long enough for a request the page would make on load (queries start right after hydration).
    await page.waitForTimeout(1_500);
    expect(listRequests).toEqual([]);

    await page.unroute('**/*');
    const reloaded = page.waitForRequest((request) => new URL(request.url()).pathname === api);
    await backOnline();
    await reloaded;
    await expectEmptyMessage(page, list, loaded);
  });
}
