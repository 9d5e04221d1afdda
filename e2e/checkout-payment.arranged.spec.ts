import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { dollars } from './support/catalogue';
import {
  buyerWithCart,
  cartBadge,
  countCheckoutPosts,
  field,
  finishPayment,
  INDIVIDUAL_PROFILE,
  LOADED,
  placeOrderAndReachGateway,
  placeOrderButton,
  providerCart,
  type CartBuyer,
} from './support/checkout';
import { storefrontUrl } from './support/env';
import { bodyRows, ownProducts as productsOfOurOwn, providerOrderRows } from './support/orders';
import { providerCall } from './support/provider-api';
import { switchFaultOn, updateProduct } from './support/sandbox';
import { putInCart, settlePayment, type ProviderBuyer } from './support/shopping';

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

test('paying with Paystack shows the order just paid, with the shipping details typed at checkout, and empties the cart badge', async ({ page }) => {
  const { yam, pepper } = await ownProducts();
  const shopper = await buyerWithCart('individual', { [yam]: 2, [pepper]: 3 });
  await signIn(page, shopper.creds);
  await page.goto('/checkout');
  await expect(cartBadge(page)).toHaveText('5', LOADED);
  // This order goes somewhere else than the profile's address: what is typed is what the order keeps.
  const shipping = { Address: '14 Ogui Road', City: 'Enugu', State: 'Enugu', Phone: '08067771234', 'First name': 'Chidi', 'Last name': 'Okafor' };
  await expect(field(page, 'First name')).not.toHaveValue('', LOADED);
  for (const [label, value] of Object.entries(shipping)) await field(page, label).fill(value);
  await placeOrderAndReachGateway(page, 'Paystack');
  const { orderId, reference } = await payAndCheckSuccess(page, shopper);
  const successPath = new URL(page.url()).pathname + new URL(page.url()).search;
  await expectNoAxeViolations(page);
  // What was typed went with the order: the tab keeps none of it.
  await expect.poll(() => page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.endsWith(':checkout')))).toEqual([]);

  const { body } = await providerCall<{ data: { orders: Record<string, unknown>[] } }>('GET', `/getOrderById/${orderId}`, { token: shopper.buyer.token });
  for (const row of body.data.orders) {
    expect(row).toMatchObject({ shipping_address: '14 Ogui Road', city: 'Enugu', state: 'Enugu', phone_number: '08067771234', firstname: 'Chidi', lastname: 'Okafor' });
  }
  await page.goto(`/orderdetails/${orderId}`);
  const shippingInfo = page.getByRole('region', { name: 'Shipping Information' });
  await expect(shippingInfo).toContainText('Chidi Okafor');
  await expect(shippingInfo).toContainText('14 Ogui Road, Enugu, Enugu');
  await expect(shippingInfo).toContainText('08067771234');

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

  // The next order starts from the profile again, not from the address this one was sent to.
  await putInCart(shopper.buyer, pepper, 1);
  await page.goto('/checkout');
  await expect(field(page, 'Address')).toHaveValue(INDIVIDUAL_PROFILE.address, LOADED);
  await expect(field(page, 'City')).toHaveValue(INDIVIDUAL_PROFILE.city);
  await expect(field(page, 'Last name')).toHaveValue(INDIVIDUAL_PROFILE.lastname);

  // The paid order's page seen again (the browser's Back, a bookmark) leaves the new order's draft alone.
  await field(page, 'Address').fill('3 Zik Avenue');
  await page.goto(successPath);
  await expect(page.getByText(reference)).toBeVisible(LOADED);
  await page.goto('/checkout');
  await expect(field(page, 'Address')).toHaveValue('3 Zik Avenue', LOADED);
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

test('a payment return replayed (the gateway completing again, the Success page reopened) makes no second order and leaves the new cart alone', async ({ page }) => {
  const { yam, pepper } = await ownProducts();
  const shopper = await buyerWithCart('individual', { [yam]: 2 });
  await signIn(page, shopper.creds);
  await page.goto('/checkout');
  await placeOrderAndReachGateway(page, 'Paystack');
  const payUrl = page.url();
  const { orderId, reference } = await payAndCheckSuccess(page, shopper);
  const successUrl = page.url();
  // The buyer shops on: nothing replayed may take this line.
  await putInCart(shopper.buyer, pepper, 1);

  // The gateway's completion repeated, as a retried callback or a resubmitted form would be.
  const back = await settlePayment(payUrl, 'success');
  expect([back.searchParams.get('orderId'), back.searchParams.get('reference')]).toEqual([orderId, reference]);
  // The Success page reloaded, and opened again in a second tab.
  await page.reload();
  const again = await page.context().newPage();
  await again.goto(successUrl);
  for (const tab of [page, again]) {
    await expect(tab.getByRole('heading', { level: 1, name: 'Transaction Successful' })).toBeVisible(LOADED);
    await expect(tab.getByRole('main').getByText(`#${orderId}`)).toBeVisible();
  }

  const rows = await providerOrderRows(shopper.buyer);
  expect(rows.map((row) => [row.orderId, row.productId, Number(row.quantity)])).toEqual([[orderId, yam, 2]]);
  expect(new Set(rows.map((row) => row.paymentReference))).toEqual(new Set([reference]));
  expect((await providerCart(shopper.buyer)).cart_items.map((line) => [line.productId, Number(line.quantity)])).toEqual([[pepper, 1]]);
  await expect(cartBadge(page)).toHaveText('1', LOADED);
});

test('two order requests sent at once for the same cart start one payment', async ({ page }) => {
  const { pepper } = await ownProducts();
  const shopper = await buyerWithCart('individual', { [pepper]: 1 });
  await signIn(page, shopper.creds);
  const order = {
    buyerType: 'individual',
    firstname: 'Chidi',
    lastname: 'Eze',
    paymentMethod: 'paystack',
    address: '4 Market Road',
    city: 'Nsukka',
    state: 'Enugu',
    email: shopper.creds.email,
    phone: '08031234567',
  };
  // The provider answers this buyer slowly, so the second request surely lands while the first waits.
  const off = await switchFaultOn({ mode: 'slow', delay_ms: 1_500, buyer: shopper.buyer.buyerId });
  const post = () => page.request.post('/api/checkout', { data: order, headers: { Origin: storefrontUrl } });
  const answers = await Promise.all([post(), post()]).finally(off);
  expect(answers.map((answer) => answer.status())).toEqual([200, 200]);
  const [first, second] = (await Promise.all(answers.map((answer) => answer.json()))) as { redirectUrl: string }[];
  expect(second!.redirectUrl).toBe(first!.redirectUrl);

  await settlePayment(first!.redirectUrl, 'success');
  expect(new Set((await providerOrderRows(shopper.buyer)).map((row) => row.orderId)).size).toBe(1);
});

const STOCK_HINT = 'Change the quantities we no longer have in stock in your cart to place your order.';

test('a product switched off while in the cart is out of stock at checkout, and holds the order until the cart is changed', async ({ page }) => {
  const { yam, pepper } = await ownProducts();
  const shopper = await buyerWithCart('individual', { [yam]: 1, [pepper]: 2 });
  const pepperName = (await providerCart(shopper.buyer)).cart_items.find((line) => line.productId === pepper)!.product_name;
  await updateProduct(pepper, { is_active: false });
  await signIn(page, shopper.creds);
  await page.goto('/checkout');
  await expect(page.getByRole('alert').filter({ hasText: 'Not enough stock for your order' })).toContainText(`${pepperName} is out of stock.`, LOADED);
  await page.getByRole('radio', { name: 'Paystack' }).check();
  await expect(placeOrderButton(page)).toBeDisabled();
  await expect(placeOrderButton(page)).toHaveAccessibleDescription(STOCK_HINT);

  // Taken out of the cart, it no longer holds the rest.
  await page.goto('/cart');
  await page.getByRole('button', { name: `Remove ${pepperName} from cart` }).click();
  await expect(page.getByRole('button', { name: `Remove ${pepperName} from cart` })).toHaveCount(0, LOADED);
  await page.goto('/checkout');
  await page.getByRole('radio', { name: 'Paystack' }).check();
  await expect(placeOrderButton(page)).toBeEnabled(LOADED);
  await expect(page.getByText('Not enough stock for your order')).toHaveCount(0);
});

test('two buyers paying for the last unit at once: one order, the other told it is out of stock with the cart kept', async ({ page, browser }) => {
  const { pepper } = await ownProducts();
  const winner = await buyerWithCart('individual', { [pepper]: 1 });
  const rival = await buyerWithCart('individual', { [pepper]: 1 });
  await updateProduct(pepper, { quantityin_stock: 1 });
  const stockOf = async () =>
    (await providerCall<{ data: { product: { product_name: string; quantityin_stock: string | number } } }>('GET', `/productDetails/${pepper}`)).body;
  const productName = (await stockOf()).data.product.product_name;
  const rivalContext = await browser.newContext();
  const rivalPage = await rivalContext.newPage();
  try {
    for (const [tab, shopper] of [[page, winner], [rivalPage, rival]] as const) {
      await signIn(tab, shopper.creds);
      await tab.goto('/checkout');
      await placeOrderAndReachGateway(tab, 'Paystack');
    }
    await Promise.all([finishPayment(page, 'Pay'), finishPayment(rivalPage, 'Pay')]);

    const landed = await Promise.all(
      [page, rivalPage].map(async (tab) => {
        await expect(tab.getByRole('heading', { level: 1, name: /^(Transaction Successful|Payment not completed)$/ })).toBeVisible(LOADED);
        return new URL(tab.url()).pathname === '/success';
      }),
    );
    expect(landed.filter(Boolean)).toHaveLength(1);
    const loser = landed[0] ? rivalPage : page;
    const loserBuyer = landed[0] ? rival : winner;
    await expect(loser.getByRole('alert')).toHaveText(/is out of stock \(you asked for 1\)\./);
    await loser.getByRole('link', { name: 'Return to checkout' }).click();
    await expect(loser.getByRole('alert').filter({ hasText: 'Not enough stock for your order' })).toContainText(`${productName} is out of stock.`, LOADED);
    await expect(loser.getByText('Your payment was declined')).toHaveCount(0);
    // Another try would only be refused again: the order is held until the cart is changed.
    await loser.getByRole('radio', { name: 'Paystack' }).check();
    await expect(placeOrderButton(loser)).toBeDisabled();
    await expect(loser.getByText(STOCK_HINT)).toBeVisible();
    expect((await providerCart(loserBuyer.buyer)).cart_items.map((line) => line.productId)).toEqual([pepper]);

    const orders = await Promise.all([winner, rival].map(({ buyer }) => providerOrderRows(buyer)));
    expect(orders.flat()).toHaveLength(1);
    expect(Number((await stockOf()).data.product.quantityin_stock)).toBe(0);
  } finally {
    await rivalContext.close();
  }
});
