import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { cartBadge, expectProductPage, holdRequests, lowStockProduct, openList, productsInStock, providerCart } from './support/buying';
import { dollars } from './support/catalogue';
import { freshBuyer, providerCall } from './support/provider-api';
import { providerBuyer, putInCart } from './support/shopping';
import { goOfflineWhenIdle } from './support/offline';
import { expectShownFor, stopClock, TOAST_EXIT_MS } from './support/page-clock';
import { recordNavigations } from './support/navigation';

const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name }) });
const quantityOf = (line: Locator) => line.getByRole('group').locator('output');
const totals = (page: Page) => page.getByRole('region', { name: 'Cart Total' });
const amount = (page: Page, term: string) => totals(page).locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('+ dd');

/** The Cart Total box against the provider's own viewCart. */
async function expectTotalsOf(page: Page, buyer: Awaited<ReturnType<typeof providerBuyer>>) {
  const cart = await providerCart(buyer);
  await expect(amount(page, 'Subtotal')).toHaveText(dollars(cart.total_price));
  await expect(amount(page, 'Shipping fee')).toHaveText(dollars(cart.total_shipping_fee));
  await expect(amount(page, 'Total')).toHaveText(dollars(Math.round((cart.total_price + cart.total_shipping_fee) * 100) / 100));
  return cart;
}

test.describe('the cart', () => {
  test('lists the lines; minus stops at 1 and plus at the stock; totals and shipping match the provider', async ({ page }) => {
    // A long flow: signing in, then several round trips to the provider.
    test.slow();
    const buyer = await freshBuyer('cart-qty');
    const account = await providerBuyer(buyer);
    const few = await lowStockProduct();
    const other = (await productsInStock()).find((p) => p.productId !== few.productId)!;
    await putInCart(account, few.productId, few.stock - 1);
    await putInCart(account, other.productId, 1);
    await signIn(page, buyer);
    await openList(page, '/cart');

    await expect(page).toHaveTitle(/^Cart \|/);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([/^Home$/, /Cart$/]);
    await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
    await expect(page.getByRole('columnheader')).toHaveText(['Product', 'Price', 'Quantity', 'Subtotal', 'Action']);
    await expect(row(page, other.product_name)).toContainText(dollars(other.selling_price));
    await expectTotalsOf(page, account);
    await expectNoAxeViolations(page);

    const oneLeft = row(page, few.product_name);
    const plus = oneLeft.getByRole('button', { name: `Increase quantity of ${few.product_name}` });
    const minus = oneLeft.getByRole('button', { name: `Decrease quantity of ${few.product_name}` });
    await expect(row(page, other.product_name).getByRole('button', { name: /^Decrease quantity/ })).toBeDisabled();
    await expect(cartBadge(page)).toHaveText(String(few.stock));

    const held = await holdRequests(page, '**/api/cart/*', 'PATCH');
    await plus.click();
    await expect(quantityOf(oneLeft)).toHaveText(String(few.stock));
    await expect(cartBadge(page)).toHaveText(String(few.stock + 1));
    held.release();
    await expect(plus).toBeDisabled();
    await expect(minus).toBeEnabled();
    await expect(oneLeft).toContainText(dollars(Math.round(Number(few.selling_price) * few.stock * 100) / 100));
    await expect.poll(async () => (await providerCart(account)).cart_items.find((line) => line.productId === few.productId)?.quantity).toBe(String(few.stock));
    await expectTotalsOf(page, account);

    await minus.click();
    await expect(plus).toBeEnabled();
    await expect(quantityOf(oneLeft)).toHaveText(String(few.stock - 1));
    await expect(cartBadge(page)).toHaveText(String(few.stock));
    await expect.poll(async () => (await providerCart(account)).cart_items.find((line) => line.productId === few.productId)?.quantity).toBe(String(few.stock - 1));
    await expectTotalsOf(page, account);

    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL('/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  });

  test('by keyboard, plus and minus keep the focus while their change is sent and at the limit', async ({ page }) => {
    const buyer = await freshBuyer('cart-keyboard');
    const account = await providerBuyer(buyer);
    const product = (await productsInStock())[3]!;
    await putInCart(account, product.productId, 2);
    await signIn(page, buyer);
    await openList(page, '/cart');
    const line = row(page, product.product_name);
    const plus = line.getByRole('button', { name: /^Increase quantity/ });
    const minus = line.getByRole('button', { name: /^Decrease quantity/ });

    // The rows' controls sit in a fieldset disabled until the page hydrates, and a disabled button
    // cannot take the focus: focused before that, the first Enter would go to the page.
    await expect(plus).toBeEnabled();
    await plus.focus();
    await expect(plus).toBeFocused();
    for (const expected of ['3', '4']) {
      await expect(plus).toBeEnabled();
      await page.keyboard.press('Enter');
      await expect(quantityOf(line)).toHaveText(expected);
      await expect(plus).toBeFocused();
      await expect.poll(async () => (await providerCart(account)).cart_items[0]?.quantity).toBe(expected);
    }
    await minus.focus();
    for (const expected of ['3', '2', '1']) {
      await expect(minus).toBeEnabled();
      await page.keyboard.press('Space');
      await expect(quantityOf(line)).toHaveText(expected);
      await expect.poll(async () => (await providerCart(account)).cart_items[0]?.quantity).toBe(expected);
    }
    // At 1 it goes no lower, and the focus stays where the buyer left it.
    await expect(minus).toBeDisabled();
    await expect(minus).toBeFocused();
    const changes: string[] = [];
    page.on('request', (request) => void (request.method() === 'PATCH' && changes.push(request.url())));
    await page.keyboard.press('Space');
    // Long enough for the change a press would send at once.
    await page.waitForTimeout(500);
    expect(changes).toEqual([]);
    await expect(quantityOf(line)).toHaveText('1');
    expect((await providerCart(account)).cart_items[0]?.quantity).toBe('1');
  });

  test('a step still on its way when the buyer leaves the cart and comes back shows, and the next step builds on it', async ({ page }) => {
    test.slow();
    const buyer = await freshBuyer('cart-come-back');
    const account = await providerBuyer(buyer);
    const product = (await productsInStock())[4]!;
    await putInCart(account, product.productId, 2);
    await signIn(page, buyer);
    await openList(page, '/cart');
    const line = row(page, product.product_name);
    const plus = line.getByRole('button', { name: /^Increase quantity/ });
    await expect(plus).toBeEnabled();
    // The header's count has been read: a first read still on its way would land after the step.
    await expect(cartBadge(page)).toHaveText('2');

    const held = await holdRequests(page, '**/api/cart/*', 'PATCH');
    await plus.click();
    await expect(quantityOf(line)).toHaveText('3');
    // Away and back by the header's links: the cart page is read on the server again, before the step is in.
    await page.getByRole('banner').getByRole('link', { name: /wishlist/i }).click();
    await expect(page).toHaveURL(/\/wishlist$/);
    await page.getByRole('banner').getByRole('link', { name: /cart/i }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(quantityOf(line)).toHaveText('3');
    await expect(cartBadge(page)).toHaveText('3');
    await plus.click();
    await expect(quantityOf(line)).toHaveText('4');
    held.release();
    await expect.poll(async () => (await providerCart(account)).cart_items[0]?.quantity, { timeout: 15_000 }).toBe('4');
    await expect(quantityOf(line)).toHaveText('4');
  });

  test('steps pressed while the first is still on its way all count, and reach the provider in order', async ({ page }) => {
    const buyer = await freshBuyer('cart-quick-steps');
    const account = await providerBuyer(buyer);
    const product = (await productsInStock()).find((p) => Number(p.quantityin_stock) >= 10)!;
    await putInCart(account, product.productId, 2);
    await signIn(page, buyer);
    await openList(page, '/cart');
    const line = row(page, product.product_name);
    const plus = line.getByRole('button', { name: /^Increase quantity/ });
    const sent: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && request.url().includes('/api/cart/')) sent.push(request.postDataJSON().quantity);
    });
    const held = await holdRequests(page, /\/api\/cart\//, 'PATCH');

    // Three quick presses while the provider has not yet answered the first: before, the second and
    // third fell on a button made unavailable until that answer, and were lost.
    await expect(plus).toBeEnabled();
    // The header's count has had its first read: a first read still on its way lands over the steps'
    // shifts (holdReads lets it, so the count never vanishes), and the count is right again only once
    // the change settles, which this test holds back.
    await expect(cartBadge(page)).toHaveText('2');
    await plus.focus();
    for (let press = 0; press < 3; press++) await page.keyboard.press('Enter');
    await expect(quantityOf(line)).toHaveText('5');
    await expect(cartBadge(page)).toHaveText('5');
    held.release();
    await expect.poll(async () => (await providerCart(account)).cart_items[0]?.quantity).toBe('5');
    expect(sent).toEqual([3, 4, 5]);
    await page.reload();
    await expect(quantityOf(line)).toHaveText('5', { timeout: 15_000 });
  });

  test('a change the provider refuses shows its message and puts the quantity back', async ({ page, context }) => {
    // A long flow: signing in, then several round trips to the provider.
    test.slow();
    const buyer = await freshBuyer('cart-refused');
    const account = await providerBuyer(buyer);
    const product = (await productsInStock())[2]!;
    await putInCart(account, product.productId, 2);
    await signIn(page, buyer);
    await openList(page, '/cart');
    const line = row(page, product.product_name);
    const plus = line.getByRole('button', { name: /^Increase quantity/ });
    await expect(quantityOf(line)).toHaveText('2');

    // The line is removed behind the page's back: the provider no longer has it.
    const { body } = await providerCall<{ cart_items: { cartId: string }[] }>('GET', '/viewCart', { token: account.token });
    await providerCall('DELETE', `/deleteCartItem/${body.cart_items[0]!.cartId}`, { token: account.token });
    await stopClock(page);
    await plus.click();
    // A cart update's error toast stays 4 s (spec section 4).
    await expectShownFor(page, page.getByText('Cart item not found.'), 4_000, TOAST_EXIT_MS);
    // Read again after the refusal, the cart is empty.
    await expect(page.getByText('No product in your Cart')).toBeVisible();

    await putInCart(account, product.productId, 2);
    await openList(page, '/cart');
    await expect(quantityOf(line)).toHaveText('2');
    await expect(cartBadge(page)).toHaveText('2');
    await context.setOffline(true);
    await plus.click();
    // Spec section 8: a cart update that fails without the server's message says just this.
    await expect(page.getByText('Network error', { exact: true })).toBeVisible();
    await expect(quantityOf(line)).toHaveText('2');
    await expect(cartBadge(page)).toHaveText('2');
    await context.setOffline(false);
  });

  test('removing a line takes it off at once, with the badge; the last one leaves the empty cart text; the focus stays on the list', async ({ page }) => {
    // A long flow: signing in, then several round trips to the provider.
    test.slow();
    const buyer = await freshBuyer('cart-remove');
    const account = await providerBuyer(buyer);
    const [first, second] = await productsInStock();
    await putInCart(account, first!.productId, 2);
    await putInCart(account, second!.productId, 1);
    await signIn(page, buyer);
    await openList(page, '/cart');
    await expect(cartBadge(page)).toHaveText('3');

    const held = await holdRequests(page, '**/api/cart/*', 'DELETE');
    // By keyboard: the focus goes on to the next line's remove button, not back to the page's start.
    // The rows are disabled until the page hydrates, and press() does not wait for that.
    const remove = page.getByRole('button', { name: `Remove ${first!.product_name} from cart` });
    await expect(remove).toBeEnabled();
    await remove.press('Enter');
    await expect(row(page, first!.product_name)).toHaveCount(0);
    await expect(cartBadge(page)).toHaveText('1');
    const removeSecond = page.getByRole('button', { name: `Remove ${second!.product_name} from cart` });
    await expect(removeSecond).toBeFocused();
    held.release();
    await expect.poll(async () => (await providerCart(account)).cart_items.map((line) => line.productId)).toEqual([second!.productId]);
    await expectTotalsOf(page, account);

    await page.keyboard.press('Enter');
    await expect(page.getByText('No product in your Cart')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeFocused();
    await expect(cartBadge(page)).toHaveCount(0);
    await expect.poll(async () => (await providerCart(account)).cart_items).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test("a double click on a line's remove button removes that line only, not the next one moved up under the pointer", async ({ page }) => {
    test.slow();
    const buyer = await freshBuyer('cart-double-remove');
    const account = await providerBuyer(buyer);
    const products = (await productsInStock()).slice(0, 3);
    for (const product of products) await putInCart(account, product.productId, 1);
    await signIn(page, buyer);
    await openList(page, '/cart');
    const removeButtons = page.getByRole('button', { name: /^Remove .* from cart$/ });
    await expect(removeButtons).toHaveCount(3);
    await expect(removeButtons.first()).toBeEnabled();
    // In the order shown: the first line goes, and the second moves up into its place.
    const [firstLabel, secondLabel] = await removeButtons.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
    const removed = products.find((product) => firstLabel === `Remove ${product.product_name} from cart`)!;
    const box = (await removeButtons.first().boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    const held = await holdRequests(page, '**/api/cart/*', 'DELETE');
    const deletes: string[] = [];
    page.on('request', (request) => void (request.method() === 'DELETE' && deletes.push(request.url())));
    await page.mouse.click(x, y);
    await expect(removeButtons).toHaveCount(2);
    // The next line's remove button is where the pointer is now: the double click's second press lands on it.
    const under = () => page.evaluate(([px, py]) => document.elementFromPoint(px!, py!)?.closest('button')?.getAttribute('aria-label') ?? null, [x, y]);
    expect(await under()).toBe(secondLabel);
    await page.mouse.down({ clickCount: 2 });
    await page.mouse.up({ clickCount: 2 });
    // The first press's removal is sent; a removal the second set off would have taken its line at
    // once (a line goes before the provider answers), and would be in the provider's cart below.
    await expect.poll(() => deletes.length).toBe(1);
    await expect(removeButtons).toHaveCount(2);
    held.release();
    const kept = products.filter((product) => product !== removed).map((product) => product.productId);
    await expect.poll(async () => (await providerCart(account)).cart_items.map((line) => line.productId).sort()).toEqual(kept.sort());
    await expect(page.getByRole('button', { name: secondLabel! })).toBeVisible();
    expect(deletes).toHaveLength(1);
  });

  test('a click on a row opens its product, but not a click on its buttons', async ({ page }) => {
    const buyer = await freshBuyer('cart-row');
    const product = (await productsInStock())[3]!;
    await putInCart(await providerBuyer(buyer), product.productId, 1);
    await signIn(page, buyer);
    await openList(page, '/cart');
    const line = row(page, product.product_name);
    const navigations = recordNavigations(page);
    const saved = page.waitForResponse((response) => response.request().method() === 'PATCH' && new URL(response.url()).pathname.startsWith('/api/cart/'));
    await line.getByRole('button', { name: /^Increase quantity/ }).click();
    await expect(quantityOf(line)).toHaveText('2');
    await saved;
    // A navigation the press set off starts with it; a moment more for one that was only queued.
    await page.waitForTimeout(500);
    expect(navigations).toEqual([]);
    await expect(page).toHaveURL(/\/cart$/);

    // The price cell: no control there.
    await line.getByRole('cell').nth(1).click();
    await expectProductPage(page, product);
  });

  test('a visitor is sent to sign in and comes back to the cart', async ({ page }) => {
    const buyer = await freshBuyer('cart-visitor');
    await page.goto('/cart');
    await expect(page).toHaveURL(/\/login\?next=%2Fcart$/);
    await page.getByLabel('Email', { exact: true }).fill(buyer.email);
    await page.getByLabel('Password', { exact: true }).fill(buyer.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/cart$/);
    await expect(page.getByText('No product in your Cart')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('opened directly, the cart and the header take the session from the page, not from /api/session', async ({ page }) => {
    const buyer = await freshBuyer('cart-session');
    const account = await providerBuyer(buyer);
    const [product] = await productsInStock();
    await putInCart(account, product!.productId, 2);
    await signIn(page, buyer);
    const sessionChecks: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/session') sessionChecks.push(request.url());
    });
    await openList(page, '/cart');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    await expect(header.getByRole('button', { name: /^Account for Chidi/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(sessionChecks).toEqual([]);
  });

  test('offline, a note says so; back online, the cart is read again', async ({ page, context }) => {
    const buyer = await freshBuyer('cart-offline');
    const account = await providerBuyer(buyer);
    const [first, second] = await productsInStock();
    await putInCart(account, first!.productId, 1);
    await signIn(page, buyer);
    await openList(page, '/cart');
    await expect(row(page, first!.product_name)).toBeVisible();

    await goOfflineWhenIdle(page);
    await expect(page.getByText('You are offline. Please check your internet connection.')).toBeVisible();
    const reads: string[] = [];
    page.on('request', (request) => void (request.method() === 'GET' && new URL(request.url()).pathname === '/api/cart' && reads.push(request.url())));
    await putInCart(account, second!.productId, 1);
    // Offline, the page does not keep trying: long enough for a retry or a refetch on a timer.
    await page.waitForTimeout(1_500);
    expect(reads).toEqual([]);
    await expect(row(page, second!.product_name)).toHaveCount(0);
    await context.setOffline(false);
    await expect(row(page, second!.product_name)).toBeVisible();
    await expect(page.getByText('You are offline. Please check your internet connection.')).toHaveCount(0);
    await expect(cartBadge(page)).toHaveText('2');
  });
});
