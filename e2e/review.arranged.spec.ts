import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { holdRequests } from './support/buying';
import { ownProducts, signedInFreshBuyer, type OwnProduct } from './support/orders';
import { placePaidOrder } from './support/shopping';

// Reviewing a bought product from its order. The review lands on a product of this test's own,
// created in the shared catalogue, so this file runs after every other test.

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Review product' });
const reviewButton = (page: Page, product: OwnProduct) => page.getByRole('button', { name: `Review product: ${product.name}` });
const submitButton = (page: Page) => dialog(page).getByRole('button', { name: /^(Submit review|Submitting)$/ });
const reviewText = (page: Page) => dialog(page).getByLabel('Your review');

async function boughtProduct(page: Page, label: string): Promise<{ product: OwnProduct; orderId: string }> {
  const [product] = await ownProducts(label, [9.5]);
  const buyer = await signedInFreshBuyer(page, 'reviewer');
  const { orderId } = await placePaidOrder(buyer, { [product!.productId]: 1 }, 'paystack');
  await page.goto(`/orderdetails/${orderId}`);
  await expect(reviewButton(page, product!)).toBeVisible({ timeout: 15_000 });
  return { product: product!, orderId };
}

async function openReview(page: Page, product: OwnProduct) {
  await reviewButton(page, product).click();
  await expect(dialog(page)).toBeVisible();
}

test('a review goes in from the order, leaves no draft, shows on the product page, and cannot be sent twice', async ({ page }) => {
  test.slow();
  const { product, orderId } = await boughtProduct(page, 'Reviewed cassava');
  const feedback = `Firm tubers, well packed (${Date.now().toString(36)}).`;

  await openReview(page, product);
  await expect(dialog(page)).toContainText(product.name);
  await expect(dialog(page)).toContainText(`Order #${orderId}`);
  await expect(dialog(page).locator('img')).toHaveAttribute('src', /%2Fmedia%2F/);
  await expectNoAxeViolations(page);

  // Nothing to send until there is a rating and some text.
  await expect(submitButton(page)).toBeDisabled();
  await dialog(page).getByRole('radio', { name: '4 stars' }).check();
  await expect(submitButton(page)).toBeDisabled();
  await reviewText(page).fill('   ');
  await expect(submitButton(page)).toBeDisabled();
  await reviewText(page).fill(feedback);
  await expect(submitButton(page)).toBeEnabled();

  // Held briefly, so the submitting state can be seen.
  const { release } = await holdRequests(page, '**/api/reviews', 'POST');
  await submitButton(page).click();
  await expect(submitButton(page)).toHaveText('Submitting');
  await expect(submitButton(page)).toBeDisabled();
  await expect(reviewText(page)).toBeDisabled();
  await expect(dialog(page).getByRole('radio', { name: '4 stars' })).toBeDisabled();
  release();

  await expect(dialog(page).getByText('Thank you for your review! It has been submitted successfully.')).toBeVisible();
  await expect(reviewText(page)).toHaveCount(0);
  await expect(dialog(page).getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expect(dialog(page).getByRole('radio', { name: '4 stars' })).toBeDisabled();
  await expectNoAxeViolations(page);
  // Left without closing the thanks: the review is in, so no draft of it is kept, and after a reload
  // the tab still knows it went in: the button says Reviewed and opens on the review as sent.
  await page.unroute('**/api/reviews');
  await page.reload();
  await expect(page.getByRole('button', { name: `Reviewed: ${product.name}` })).toBeVisible({ timeout: 15_000 });
  await expect(reviewButton(page, product)).toHaveCount(0);
  await page.getByRole('button', { name: `Reviewed: ${product.name}` }).click();
  await expect(dialog(page).getByText('Thank you for your review! It has been submitted successfully.')).toBeVisible();
  await expect(dialog(page).getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expect(reviewText(page)).toHaveCount(0);
  await dialog(page).getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog(page)).toBeHidden();

  // The product page is cached for 10 s: it shows the review within a refresh or two.
  await expect(async () => {
    await page.goto(`/product/${product.productId}`);
    await page.getByRole('tab', { name: /Customer Feedback/ }).click();
    await expect(page.getByRole('tabpanel', { name: /Customer Feedback/ })).toContainText(feedback, { timeout: 1_000 });
  }).toPass({ timeout: 30_000, intervals: [2_000] });
  await expect(page.getByRole('tabpanel', { name: /Customer Feedback/ }).getByRole('listitem').filter({ hasText: feedback })).toContainText('Chidi');

  // A second review of the same product, from a tab that does not know of the first, is refused, and
  // the form keeps what was written.
  const other = await page.context().newPage();
  await other.goto(`/orderdetails/${orderId}`);
  await openReview(other, product);
  await dialog(other).getByRole('radio', { name: '2 stars' }).check();
  await reviewText(other).fill('Changed my mind.');
  await submitButton(other).click();
  await expect(dialog(other).getByText('You have already submitted feedback for this product.')).toBeVisible();
  await expect(reviewText(other)).toHaveValue('Changed my mind.');
  await expect(dialog(other).getByRole('radio', { name: '2 stars' })).toBeChecked();
  await expect(submitButton(other)).toBeEnabled();
});

test('the review form closes with Escape, the backdrop or its close button, and focus goes back; reopened, it has what was chosen and written; it stays open while sending', async ({ page }) => {
  test.slow();
  const { product } = await boughtProduct(page, 'Closing beans');

  await openReview(page, product);
  // The stars are a radio group: arrow keys choose.
  await dialog(page).getByRole('radio', { name: '1 star', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(dialog(page).getByRole('radio', { name: '3 stars' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(reviewButton(page, product)).toBeFocused();

  // What was chosen comes back with the form, and so does what is written.
  await openReview(page, product);
  await expect(dialog(page).getByRole('radio', { name: '3 stars' })).toBeChecked();
  await reviewText(page).fill('Clean beans, no stones.');
  const box = (await dialog(page).boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, Math.max(2, box.y - 10));
  await expect(dialog(page)).toBeHidden();
  await expect(reviewButton(page, product)).toBeFocused();

  await openReview(page, product);
  await expect(dialog(page).getByRole('radio', { name: '3 stars' })).toBeChecked();
  await expect(reviewText(page)).toHaveValue('Clean beans, no stones.');
  // So after a reload (the draft is kept in the tab, lib/client/drafts.ts).
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(reviewButton(page, product)).toBeVisible({ timeout: 15_000 });
  await openReview(page, product);
  await expect(dialog(page).getByRole('radio', { name: '3 stars' })).toBeChecked();
  await expect(reviewText(page)).toHaveValue('Clean beans, no stones.');
  // While it is being sent, the form stays open: its outcome shows there.
  const sending = await holdRequests(page, '**/api/reviews', 'POST');
  await submitButton(page).click();
  await expect(submitButton(page)).toHaveText('Submitting');
  // Twice: Chromium does not let a page refuse a second Escape, so the dialog opens again.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('button', { name: 'Close' })).toBeDisabled();
  sending.release();
  await expect(dialog(page).getByText('Thank you for your review! It has been submitted successfully.')).toBeVisible();
  // A click inside the dialog is not a click on the backdrop.
  await dialog(page).getByText('Your rating').click();
  await expect(dialog(page)).toBeVisible();

  await dialog(page).getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog(page)).toBeHidden();
  // The review is in: its draft is gone, from the tab's storage too, and reopened the dialog shows
  // the review as sent with the thanks, not a form the provider would refuse (one review a product).
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.includes(':draft:') && !key.endsWith(':reviews:sent')))).toEqual([]);
  const reviewed = page.getByRole('button', { name: `Reviewed: ${product.name}` });
  await expect(reviewed).toBeFocused();
  await reviewed.click();
  await expect(dialog(page).getByText('Thank you for your review! It has been submitted successfully.')).toBeVisible();
  await expect(dialog(page).getByRole('radio', { name: '3 stars' })).toBeChecked();
  await expect(dialog(page).getByRole('radio', { name: '3 stars' })).toBeDisabled();
  await expect(reviewText(page)).toHaveCount(0);
  await expect(dialog(page).getByRole('button', { name: 'Close' }).last()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(reviewed).toBeFocused();
});

test('a failed review says why, and keeps the form', async ({ page }) => {
  test.slow();
  const { product } = await boughtProduct(page, 'Failing millet');
  await openReview(page, product);
  await dialog(page).getByRole('radio', { name: '5 stars' }).check();
  await reviewText(page).fill('Lovely millet.');

  const cases: { answer: Parameters<Page['route']>[1]; message: string }[] = [
    { answer: (route) => route.abort('internetdisconnected'), message: 'Network error. Please check your connection.' },
    {
      answer: (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body><h1>502 Bad Gateway</h1></body></html>' }),
      message: 'Server error. Please try again later.',
    },
    {
      answer: (route) => route.fulfill({ status: 500, json: { message: 'Failed to submit review: The review service is down.' } }),
      message: 'The review service is down.',
    },
    { answer: (route) => route.fulfill({ status: 500, json: {} }), message: 'Server error. Please try again later.' },
  ];
  for (const { answer, message } of cases) {
    await page.route('**/api/reviews', answer);
    await submitButton(page).click();
    await expect(dialog(page).getByRole('status')).toHaveText(message);
    await expect(reviewText(page)).toHaveValue('Lovely millet.');
    await expect(dialog(page).getByRole('radio', { name: '5 stars' })).toBeChecked();
    await expect(submitButton(page)).toBeEnabled();
    await page.unroute('**/api/reviews');
  }
  await expectNoAxeViolations(page);
});

test('two submits in the same instant send one review, and the thanks shows', async ({ page }) => {
  test.slow();
  const { product } = await boughtProduct(page, 'Double-tapped yam');
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/reviews') posts += 1;
  });
  await openReview(page, product);
  await dialog(page).getByRole('radio', { name: '5 stars' }).check();
  await reviewText(page).fill('Sent with a double tap.');
  await submitButton(page).evaluate((button) => {
    const form = (button as HTMLButtonElement).form!;
    form.requestSubmit();
    form.requestSubmit();
  });
  await expect(dialog(page).getByText('Thank you for your review! It has been submitted successfully.')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(posts).toBe(1);
});
