import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn, signInHere } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { dollars } from './support/catalogue';
import {
  buyerWithCart,
  cartBadge,
  COMPANY_PROFILE,
  countCheckoutPosts,
  field,
  finishPayment,
  INDIVIDUAL_PROFILE,
  LOADED,
  placeOrderAndReachGateway,
  placeOrderButton,
  providerCart,
  providerProfile,
  summaryTable,
} from './support/checkout';
import { holdRequests, openList, productsInStock, putInWishlist } from './support/buying';
import { anInStockProductId, freshBuyer } from './support/provider-api';
import { switchFaultOn } from './support/sandbox';
import { expectShownFor, stopClock } from './support/page-clock';
import { emptyCart, putInCart } from './support/shopping';

// Nothing here is paid for, so no stock changes: carts hold a seeded product (carts reserve no stock).
// Paid orders are in checkout-payment.arranged.spec.ts. Each test signs a new buyer up and in before
// its own steps, which on the shared machine can take most of the default minute.
test.describe.configure({ timeout: 120_000 });

async function openCheckout(page: Page) {
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(summaryTable(page)).toBeVisible(LOADED);
}

test('a visitor is sent to sign in and comes back to checkout', async ({ page }) => {
  const { creds } = await buyerWithCart('individual', { [await anInStockProductId()]: 1 });
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/login\?next=%2Fcheckout$/);
  await signInHere(page, creds);
  await page.waitForURL((url) => url.pathname === '/checkout');
  await expect(field(page, 'First name')).toHaveValue(INDIVIDUAL_PROFILE.firstname, LOADED);
  await expect(page).toHaveTitle(/^Checkout \|/);
});

test('an individual’s form is prefilled from the profile, beside the order summary', async ({ page }) => {
  const productId = await anInStockProductId();
  const { creds, buyer } = await buyerWithCart('individual', { [productId]: 2 });
  const [cart, profile] = await Promise.all([providerCart(buyer), providerProfile(buyer)]);
  await signIn(page, creds);
  await openCheckout(page);

  await expect(field(page, 'First name')).toHaveValue(INDIVIDUAL_PROFILE.firstname);
  await expect(field(page, 'Last name')).toHaveValue(INDIVIDUAL_PROFILE.lastname);
  await expect(field(page, 'Email')).toHaveValue(creds.email);
  await expect(field(page, 'Phone')).toHaveValue(profile.phone);
  await expect(field(page, 'Address')).toHaveValue(INDIVIDUAL_PROFILE.address);
  await expect(field(page, 'City')).toHaveValue(INDIVIDUAL_PROFILE.city);
  await expect(field(page, 'State')).toHaveValue(INDIVIDUAL_PROFILE.state);
  await expect(field(page, 'Company name')).toHaveCount(0);
  await expect(page.getByLabel('Order notes')).toHaveValue('');

  const line = cart.cart_items[0]!;
  const row = summaryTable(page).getByRole('row', { name: new RegExp(line.product_name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  await expect(row.getByRole('cell')).toHaveText(['2', dollars(line.total_price)]);
  const total = (label: string) => summaryTable(page).getByRole('row', { name: new RegExp(`^${label}`) }).getByRole('cell');
  await expect(total('Subtotal')).toHaveText(dollars(cart.total_price));
  await expect(total('Shipping fee')).toHaveText(dollars(cart.total_shipping_fee));
  await expect(total('Total')).toHaveText(dollars(cart.total_price + cart.total_shipping_fee));

  // No method is chosen at first, and Place Order waits for one.
  const methods = page.getByRole('group', { name: 'Payment method' });
  await expect(methods.getByRole('radio')).toHaveCount(2);
  await expect(methods.getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(placeOrderButton(page)).toBeDisabled();
  await expect(page.getByText('Choose a payment method to place your order.')).toBeVisible();
  await methods.getByRole('radio', { name: 'Stripe' }).check();
  await expect(placeOrderButton(page)).toBeEnabled();
  await expectNoAxeViolations(page);
});

test('a company’s form asks for the company name, prefilled from its profile', async ({ page }) => {
  const { creds, buyer } = await buyerWithCart('company', { [await anInStockProductId()]: 1 });
  const profile = await providerProfile(buyer);
  await signIn(page, creds);
  await openCheckout(page);
  await expect(field(page, 'Company name')).toHaveValue(COMPANY_PROFILE.companyname);
  await expect(field(page, 'Email')).toHaveValue(creds.email);
  await expect(field(page, 'Phone')).toHaveValue(profile.phone);
  await expect(field(page, 'Address')).toHaveValue(COMPANY_PROFILE.address);
  await expect(field(page, 'City')).toHaveValue(COMPANY_PROFILE.city);
  await expect(field(page, 'State')).toHaveValue(COMPANY_PROFILE.state);
  await expect(field(page, 'First name')).toHaveCount(0);
  await expect(field(page, 'Last name')).toHaveCount(0);
});

test('a missing field and a 12-character phone are refused at their fields, and nothing is sent', async ({ page }) => {
  const { creds } = await buyerWithCart('individual', { [await anInStockProductId()]: 1 });
  await signIn(page, creds);
  await openCheckout(page);
  const posts = countCheckoutPosts(page);

  await field(page, 'City').fill('');
  await field(page, 'Phone').fill('080312345678');
  await page.getByRole('radio', { name: 'Paystack' }).check();
  await placeOrderButton(page).click();

  const phone = field(page, 'Phone');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription(/Phone must be at most 11 characters/);
  await expect(phone).toBeFocused();
  const city = field(page, 'City');
  await expect(city).toHaveAttribute('aria-invalid', 'true');
  await expect(city).toHaveAccessibleDescription('City is required');
  await expect(field(page, 'Address')).not.toHaveAttribute('aria-invalid');
  await expect(page.getByText('Please correct the highlighted fields.')).toBeVisible();
  await expectNoAxeViolations(page);

  // Correcting a field clears its error; the other stays until it is fixed too.
  await phone.fill('08031234567');
  await expect(phone).not.toHaveAttribute('aria-invalid');
  await expect(city).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/checkout$/);
  expect(posts()).toBe(0);
});

for (const { method, outcome, status, notice } of [
  { method: 'Paystack', outcome: 'Decline', status: 'failed', notice: 'Your payment was declined' },
  { method: 'Stripe', outcome: 'Cancel', status: 'cancelled', notice: 'You cancelled the payment' },
] as const) {
  test(`${outcome.toLowerCase()} on the ${method} page returns to checkout with the cart kept`, async ({ page }) => {
    const productId = await anInStockProductId();
    const { creds, buyer } = await buyerWithCart('individual', { [productId]: 2 });
    await signIn(page, creds);
    await openCheckout(page);
    await expect(cartBadge(page)).toHaveText('2', LOADED);
    await field(page, 'City').fill('Enugu');
    await page.getByLabel('Order notes').fill('Leave it with the gateman');

    await placeOrderAndReachGateway(page, method);
    await finishPayment(page, outcome);

    await page.waitForURL((url) => url.pathname === '/checkout' && url.searchParams.get('payment') === status);
    await expect(page.getByRole('alert').filter({ hasText: notice })).toContainText('Your cart was kept');
    await expect(summaryTable(page).getByRole('row')).toHaveCount(1 + 1 + 3, LOADED);
    await expect(cartBadge(page)).toHaveText('2', LOADED);
    const cart = await providerCart(buyer);
    expect(cart.cart_items.map((item) => [item.productId, Number(item.quantity)])).toEqual([[productId, 2]]);
    // The form is ready for another try, with what the buyer changed for this order.
    await expect(field(page, 'First name')).toHaveValue(INDIVIDUAL_PROFILE.firstname);
    await expect(field(page, 'City')).toHaveValue('Enugu');
    await expect(page.getByLabel('Order notes')).toHaveValue('Leave it with the gateman');
    await expect(placeOrderButton(page)).toBeDisabled();
    await page.getByRole('radio', { name: method }).check();
    await expect(placeOrderButton(page)).toBeEnabled();

    // Also after a look at the cart first.
    await page.goto('/cart');
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout' && url.search === '');
    await expect(field(page, 'City')).toHaveValue('Enugu', LOADED);
    await expect(page.getByLabel('Order notes')).toHaveValue('Leave it with the gateman');
  });
}

test('the browser’s Back from the gateway page finds checkout ready again, with what was typed for the order', async ({ page }) => {
  const productId = await anInStockProductId();
  const { creds, buyer } = await buyerWithCart('individual', { [productId]: 1 });
  await signIn(page, creds);
  await openCheckout(page);
  await field(page, 'City').fill('Owerri');
  await page.getByLabel('Order notes').fill('Call on arrival');
  await placeOrderAndReachGateway(page, 'Paystack');

  await page.goBack();
  await page.waitForURL((url) => url.pathname === '/checkout');
  // Nothing was paid (the cart still holds what was ordered), so nothing typed is dropped.
  await expect(field(page, 'City')).toHaveValue('Owerri', LOADED);
  await expect(page.getByLabel('Order notes')).toHaveValue('Call on arrival');
  await expect(field(page, 'City')).toBeEditable();
  await page.getByRole('radio', { name: 'Stripe' }).check();
  await expect(placeOrderButton(page)).toHaveText('Place Order');
  await expect(placeOrderButton(page)).toBeEnabled();
  // And on a later visit too, with one more in the cart.
  await putInCart(buyer, productId);
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await page.waitForURL((url) => url.pathname === '/checkout');
  await expect(field(page, 'City')).toHaveValue('Owerri', LOADED);
});

test('shown again from the browser’s back/forward cache, checkout loads afresh instead of staying on its way to payment', async ({ page }) => {
  const { creds } = await buyerWithCart('individual', { [await anInStockProductId()]: 1 });
  await signIn(page, creds);
  await openCheckout(page);
  await page.getByRole('radio', { name: 'Paystack' }).check();
  await placeOrderButton(page).click();
  await expect(placeOrderButton(page)).toHaveText('Redirecting to payment…', LOADED);
  // What the browser fires when Back shows the page it kept in memory, as it was when it was left:
  // Chromium under test keeps no such copy, so the event is fired here, before the page leaves.
  const reloaded = page.waitForEvent('load');
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
  await reloaded;
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('radio', { name: 'Stripe' }).check();
  await expect(placeOrderButton(page)).toHaveText('Place Order', LOADED);
  await expect(placeOrderButton(page)).toBeEnabled();
});

test('a failed attempt says so, keeps what was typed and shows the server’s field errors', async ({ page }) => {
  const { creds } = await buyerWithCart('individual', { [await anInStockProductId()]: 1 });
  await signIn(page, creds);
  await openCheckout(page);
  await field(page, 'City').fill('Enugu');
  await page.getByLabel('Order notes').fill('Call when you reach the estate gate');
  await page.getByRole('radio', { name: 'Paystack' }).check();

  // The provider refuses a field (its names, not the form's).
  await page.route('**/api/checkout', (route) =>
    route.fulfill({
      status: 422,
      json: { message: 'Validations fails', errors: { shipping_address: ['The shipping address field must not be greater than 500 characters.'] } },
    }),
  );
  await stopClock(page);
  await placeOrderButton(page).click();
  // Spec section 4: notifications clear after 3.5 s.
  await expectShownFor(page, page.getByText('Failed to submit order. Try again'), 3_500);
  await expect(field(page, 'Address')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Address')).toHaveAccessibleDescription('The shipping address field must not be greater than 500 characters.');
  await expect(field(page, 'Address')).toBeFocused();
  await expect(field(page, 'City')).toHaveValue('Enugu');
  await expect(page.getByLabel('Order notes')).toHaveValue('Call when you reach the estate gate');
  await expect(page.getByRole('radio', { name: 'Paystack' })).toBeChecked();
  await expect(placeOrderButton(page)).toBeEnabled();

  // The connection drops.
  await page.unroute('**/api/checkout');
  await page.route('**/api/checkout', (route) => route.abort('internetdisconnected'));
  await placeOrderButton(page).click();
  await expect(page.getByText('Failed to submit order. Try again')).toBeVisible();
  await expect(page.getByText('Network error. Please check your connection and try again.')).toBeVisible();
  await expect(field(page, 'City')).toHaveValue('Enugu');
  await expect(page).toHaveURL(/\/checkout$/);
});

test('a cart emptied elsewhere fails to order and then says the cart is empty', async ({ page }) => {
  const { creds, buyer } = await buyerWithCart('individual', { [await anInStockProductId()]: 1 });
  await signIn(page, creds);
  await openCheckout(page);
  await emptyCart(buyer);
  await page.getByRole('radio', { name: 'Paystack' }).check();
  await placeOrderButton(page).click();
  await expect(page.getByText('Failed to submit order. Try again')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible(LOADED);
  await expect(page).toHaveURL(/\/checkout$/);
});

test('offline, Place Order fails at once with the network message, and nothing goes out by itself on reconnect', async ({ page, context }) => {
  const { creds } = await buyerWithCart('individual', { [await anInStockProductId()]: 1 });
  await signIn(page, creds);
  await openCheckout(page);
  await page.getByRole('radio', { name: 'Paystack' }).check();
  const posts = countCheckoutPosts(page);
  await context.setOffline(true);
  await placeOrderButton(page).click();
  await expect(page.getByText('Failed to submit order. Try again')).toBeVisible();
  await expect(page.getByText('Network error. Please check your connection and try again.')).toBeVisible();
  await expect(placeOrderButton(page)).toHaveText('Place Order');
  await expect(placeOrderButton(page)).toBeEnabled();
  // Sending disabled the button; the focus is back on it, not at the page's start.
  await expect(placeOrderButton(page)).toBeFocused();
  await expect(field(page, 'Email')).toBeEditable();

  // Counted from here: whether the browser reports the offline attempt as a request is its own affair.
  const attempts = posts();
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  // A paused order would be sent now and the page would leave for the gateway.
  await page.waitForTimeout(1_500);
  await expect(page).toHaveURL(/\/checkout$/);
  expect(posts()).toBe(attempts);
  await expect(placeOrderButton(page)).toHaveText('Place Order');
});

test('while the order is being placed nothing in it can change; a buyer who leaves meanwhile is not sent to the gateway afterwards', async ({ page }) => {
  const { creds } = await buyerWithCart('individual', { [await anInStockProductId()]: 1 });
  await signIn(page, creds);
  await openCheckout(page);
  await page.getByRole('radio', { name: 'Paystack' }).check();
  const { release } = await holdRequests(page, '**/api/checkout', 'POST');
  await placeOrderButton(page).click();
  await expect(placeOrderButton(page)).toHaveText('Placing order…');
  // The order went with what the form held: notes typed now would be in the form only.
  await expect(page.getByLabel(/^Order notes/)).not.toBeEditable();
  await expect(field(page, 'City')).not.toBeEditable();
  await expect(page.getByRole('radio', { name: 'Stripe' })).toBeDisabled();
  await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  release();
  await page.waitForLoadState('networkidle');
  // The gateway would have been 2 s after the answer.
  await page.waitForTimeout(2_500);
  await expect(page).toHaveURL(/\/cart$/);
});

test('an empty cart says so with a way to the shop instead of a form', async ({ page }) => {
  const creds = await freshBuyer('checkout-empty');
  await signIn(page, creds);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible(LOADED);
  await expect(page.getByRole('link', { name: 'Shop all products' })).toHaveAttribute('href', '/allproduct');
  await expect(placeOrderButton(page)).toHaveCount(0);
  await expect(field(page, 'Email')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a cart line whose price is not a number shows Invalid input, and the order waits until the price is back', async ({ page }) => {
  const [inCart, wished] = await productsInStock();
  const { creds, buyer } = await buyerWithCart('individual', { [inCart!.productId]: 2 });
  await putInWishlist(buyer, wished!.productId);
  // The real provider's cart columns are all nullable: its answers, for this buyer only, without prices.
  const pricesBack = await switchFaultOn({ mode: 'unpriced', buyer: buyer.buyerId });
  try {
    await signIn(page, creds);
    await openList(page, '/cart');
    const line = page.getByRole('row').filter({ has: page.getByRole('link', { name: inCart!.product_name }) });
    await expect(line.getByText('Invalid input')).toHaveCount(2); // its price and its subtotal

    await openCheckout(page);
    const notice = page.getByRole('alert').filter({ hasText: 'Products without a price' });
    await expect(notice).toContainText(`${inCart!.product_name} has no valid price, so it cannot be paid for.`);
    await expect(summaryTable(page).getByRole('row').filter({ hasText: inCart!.product_name })).toContainText('Invalid input');
    await page.getByRole('radio', { name: 'Paystack' }).check();
    await expect(placeOrderButton(page)).toBeDisabled();
    await expect(page.getByText('Remove the products without a price from your cart to place your order.')).toBeVisible();
    await expectNoAxeViolations(page);

    await openList(page, '/wishlist');
    const wish = page.getByRole('row').filter({ has: page.getByRole('link', { name: wished!.product_name }) });
    await expect(wish.getByText('Invalid input')).toBeVisible();
    const move = wish.getByRole('button', { name: 'Move to cart' });
    await expect(move).toBeDisabled();
    await expect(move).toHaveAccessibleDescription('It has no valid price, so it cannot go in the cart yet.');
    await expect(wish.getByText('It has no valid price')).toBeVisible();
  } finally {
    await pricesBack();
  }

  // The prices are back: the line is as the buyer left it, and the order can go.
  await openCheckout(page);
  await expect(summaryTable(page).getByRole('row').filter({ hasText: inCart!.product_name })).toContainText(
    dollars(2 * Number(inCart!.selling_price)),
  );
  await expect(page.getByRole('alert').filter({ hasText: 'Products without a price' })).toHaveCount(0);
  await page.getByRole('radio', { name: 'Paystack' }).check();
  await expect(placeOrderButton(page)).toBeEnabled();

  await openList(page, '/wishlist');
  const wish = page.getByRole('row').filter({ has: page.getByRole('link', { name: wished!.product_name }) });
  await expect(wish.getByRole('button', { name: 'Move to cart' })).toBeEnabled();
  await expect(wish.getByText('It has no valid price')).toHaveCount(0);
});

test('an order waits for a cart change still on its way from the cart page, then shows the new quantity and can be placed', async ({ page }) => {
  const product = (await productsInStock())[1]!;
  const { creds, buyer } = await buyerWithCart('individual', { [product.productId]: 2 });
  await signIn(page, creds);
  await openList(page, '/cart');
  const held = await holdRequests(page, '**/api/cart/*', 'PATCH');
  await page.getByRole('button', { name: `Increase quantity of ${product.product_name}` }).click();
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(summaryTable(page)).toBeVisible(LOADED);
  await page.getByRole('radio', { name: 'Paystack' }).check();
  // The provider's cart still holds 2: an order now would be for those.
  await expect(placeOrderButton(page)).toBeDisabled();
  await expect(page.getByText('Your cart is being updated. You can place your order once it is saved.')).toBeVisible();
  expect((await providerCart(buyer)).cart_items.map((line) => Number(line.quantity))).toEqual([2]);

  held.release();
  await expect(placeOrderButton(page)).toBeEnabled();
  await expect(page.getByText('Your cart is being updated.', { exact: false })).toHaveCount(0);
  const cart = await providerCart(buyer);
  expect(cart.cart_items.map((line) => Number(line.quantity))).toEqual([3]);
  await expect(summaryTable(page)).toContainText(dollars(Math.round((cart.total_price + cart.total_shipping_fee) * 100) / 100));
});

test('a cart changed in another tab while checkout is open is shown to the buyer before anything is charged', async ({ page }) => {
  const productId = await anInStockProductId();
  const { creds, buyer } = await buyerWithCart('individual', { [productId]: 1 });
  await signIn(page, creds);
  await openCheckout(page);
  const name = (await providerCart(buyer)).cart_items[0]!.product_name;
  const row = summaryTable(page).getByRole('row').filter({ hasText: name });
  await expect(row.getByRole('cell').first()).toHaveText('1');
  await page.getByRole('radio', { name: 'Paystack' }).check();
  // Another tab, or the buyer's phone, adds one more.
  await putInCart(buyer, productId, 1);

  await placeOrderButton(page).click();
  await expect(page.getByText('Your cart changed since this page showed it. Check your order summary, then place your order again.')).toBeVisible(LOADED);
  await expect(page.getByText('Failed to submit order. Try again')).toBeVisible();
  await expect(row.getByRole('cell').first()).toHaveText('2', LOADED);
  expect(new URL(page.url()).pathname).toBe('/checkout');

  // Seen, the cart is the one ordered.
  await placeOrderButton(page).click();
  await page.waitForURL(/\/sandbox\/pay\//);
});
