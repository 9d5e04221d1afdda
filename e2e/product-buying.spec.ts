import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { buyBoxSettled, cartBadge, holdRequests, lowStockProduct, openProduct, productsInStock, providerCart, providerWishlist, wishlistDot } from './support/buying';
import { everyProduct } from './support/catalogue';
import { freshBuyer } from './support/provider-api';
import { providerBuyer, putInCart } from './support/shopping';
import { expectShownFor, stopClock, TOAST_EXIT_MS } from './support/page-clock';

const controls = (page: Page) => ({
  quantity: page.getByRole('textbox', { name: 'Quantity' }),
  minus: page.getByRole('button', { name: 'Decrease quantity' }),
  plus: page.getByRole('button', { name: 'Increase quantity' }),
  addToCart: page.getByRole('button', { name: 'Add to cart' }),
});

test.describe('buying from the product page, signed in', () => {
  test('two submits in the same instant (a double Enter on a busy phone) add to the cart once', async ({ page }) => {
    test.slow();
    const buyer = await freshBuyer('buy-twice');
    const account = await providerBuyer(buyer);
    const product = (await productsInStock()).find((p) => Number(p.quantityin_stock) >= 10)!;
    await signIn(page, buyer);
    await openProduct(page, product.productId);
    let posts = 0;
    page.on('request', (request) => void (request.method() === 'POST' && new URL(request.url()).pathname === '/api/cart' && posts++));

    await controls(page).addToCart.evaluate((button) => {
      const form = (button as HTMLButtonElement).form!;
      form.requestSubmit();
      form.requestSubmit();
    });
    await expect(page.getByText('Product Added', { exact: true })).toBeVisible();
    await expect(cartBadge(page)).toHaveText('1');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item', exact: true })).toBeVisible();
    expect((await providerCart(account)).cart_items.map((line) => Number(line.quantity))).toEqual([1]);
    expect(posts).toBe(1);
  });

  test('Add to cart: the badge counts it at once, then the toast and the Product Added banner; the provider has it', async ({ page }) => {
    // A long flow: signing in, then several round trips to the provider.
    test.slow();
    const buyer = await freshBuyer('buy-add');
    const product = (await productsInStock()).find((p) => Number(p.quantityin_stock) >= 10)!;
    await signIn(page, buyer);
    await openProduct(page, product.productId);
    const { quantity, minus, plus, addToCart } = controls(page);

    await expect(quantity).toHaveValue('1');
    await expect(minus).toBeDisabled();
    await plus.click();
    await plus.click();
    await expect(quantity).toHaveValue('3');
    await expect(minus).toBeEnabled();
    await expect(page.getByRole('link', { name: 'Login to Add Product to Cart' })).toHaveCount(0);
    await expect(cartBadge(page)).toHaveCount(0);
    await expectNoAxeViolations(page);

    const held = await holdRequests(page, '**/api/cart', 'POST');
    // By keyboard: the button keeps the focus while it adds, and after.
    await addToCart.focus();
    await page.keyboard.press('Enter');
    await expect(cartBadge(page)).toHaveText('3');
    await expect(addToCart).toHaveAttribute('aria-busy', 'true');
    await expect(addToCart).toBeDisabled();
    await stopClock(page);
    held.release();

    // The toast goes after about 3.5 s (spec section 4); a failure's stays 4 s.
    await expectShownFor(page, page.getByText('Product added to cart successfully.'), 3_500, TOAST_EXIT_MS);
    await expect(addToCart).toBeFocused();
    await expect(page.getByText('Product Added', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    await expect(cartBadge(page)).toHaveText('3');
    const cart = await providerCart(await providerBuyer(buyer));
    expect(cart.cart_items.map((line) => [line.productId, Number(line.quantity)])).toEqual([[product.productId, 3]]);
  });

  test('the first toast brings the toasters, whose live region is drawn before the toast goes into it', async ({ page }) => {
    const buyer = await freshBuyer('buy-first-toast');
    const product = (await productsInStock()).find((p) => Number(p.quantityin_stock) >= 10)!;
    await signIn(page, buyer);
    await openProduct(page, product.productId);
    await page.waitForLoadState('networkidle');
    const notifications = page.getByRole('region', { name: /Notifications/ });
    // Nothing has toasted yet: no toaster, and none of sonner's code (lib/client/toasts.ts).
    await expect(notifications).toHaveCount(0);
    expect(await page.evaluate(() => document.querySelector('[data-sonner-toaster], section[aria-label^="Notifications"]'))).toBeNull();

    // The frame in which the region, then the first toast, came into the page.
    await page.evaluate(() => {
      const seen: { frames: number; region?: number; toast?: number } = { frames: 0 };
      Object.assign(window, { toastFrames: seen });
      const tick = () => {
        seen.frames += 1;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      new MutationObserver(() => {
        seen.region ??= document.querySelector('section[aria-label^="Notifications"]') ? seen.frames : undefined;
        seen.toast ??= document.querySelector('[data-sonner-toast]') ? seen.frames : undefined;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await controls(page).addToCart.click();
    await expect(notifications.getByText('Product added to cart successfully.')).toBeVisible();
    const { region, toast } = await page.evaluate(() => (window as unknown as { toastFrames: { region: number; toast: number } }).toastFrames);
    // A live region that appears with its first message may not announce it.
    expect(toast - region, 'frames between the live region and the toast').toBeGreaterThanOrEqual(1);
  });

  test('the quantity stays from 1 to the stock, and a refusal shows the provider’s message and takes the badge back', async ({ page }) => {
    // A long flow: signing in, then several round trips to the provider.
    test.slow();
    const buyer = await freshBuyer('buy-refused');
    const product = await lowStockProduct();
    // All but one of the stock is already in the cart: asking for two more is too many.
    await putInCart(await providerBuyer(buyer), product.productId, product.stock - 1);
    await signIn(page, buyer);
    await openProduct(page, product.productId);
    const { quantity, plus, addToCart } = controls(page);
    await expect(cartBadge(page)).toHaveText(String(product.stock - 1));

    for (let i = 1; i < product.stock; i++) await plus.click();
    await expect(quantity).toHaveValue(String(product.stock));
    await expect(plus).toBeDisabled();

    await quantity.fill('0');
    await expect(page.getByText('Quantity must be at least 1')).toBeVisible();
    await expect(addToCart).toBeDisabled();
    await quantity.fill(String(product.stock + 1));
    await expect(page.getByText(`Only ${product.stock} in stock`)).toBeVisible();
    await expect(addToCart).toBeDisabled();
    await quantity.fill('2');
    await expect(addToCart).toBeEnabled();

    const held = await holdRequests(page, '**/api/cart', 'POST');
    await addToCart.click();
    await expect(cartBadge(page)).toHaveText(String(product.stock + 1));
    await stopClock(page);
    held.release();
    // A failure's toast stays 4 s (spec section 4), half a second longer than a success's.
    await expectShownFor(page, page.getByText(`Requested quantity exceeds available stock. Maximum available quantity: ${product.stock}`), 4_000, TOAST_EXIT_MS);
    await expect(cartBadge(page)).toHaveText(String(product.stock - 1));
    await expect(page.getByText('Product Added', { exact: true })).toHaveCount(0);
    const cart = await providerCart(await providerBuyer(buyer));
    expect(cart.cart_items.map((line) => Number(line.quantity))).toEqual([product.stock - 1]);
  });

  test('the wishlist button adds and removes, with a spinner, the 3-second notice and the header dot', async ({ page }) => {
    // A long flow: signing in, then several round trips to the provider.
    test.slow();
    const buyer = await freshBuyer('buy-wish');
    const account = await providerBuyer(buyer);
    const product = (await productsInStock())[1]!;
    await signIn(page, buyer);
    await openProduct(page, product.productId);
    await expect(wishlistDot(page)).toHaveCount(0);

    const held = await holdRequests(page, '**/api/wishlist', 'POST');
    let posts = 0;
    page.on('request', (request) => void (request.method() === 'POST' && new URL(request.url()).pathname === '/api/wishlist' && posts++));
    // Two taps in one tick (a busy phone) add it once: both would see it not saved yet.
    const addButton = page.getByRole('button', { name: 'Add to wishlist' });
    await expect(addButton).toBeEnabled();
    await addButton.evaluate((button: HTMLElement) => {
      button.click();
      button.click();
    });
    const remove = page.getByRole('button', { name: 'Remove from wishlist' });
    await expect(remove).toHaveAttribute('aria-busy', 'true');
    await expect(remove).toBeDisabled();
    await expect(wishlistDot(page)).toBeVisible();
    await stopClock(page);
    held.release();

    // Shown for 3 s (spec section 4).
    await expectShownFor(page, page.getByText('Product added to wishlist', { exact: true }), 3_000);
    await expect(remove).toBeEnabled();
    expect(await providerWishlist(account)).toEqual([product.productId]);
    expect(posts).toBe(1);

    // By keyboard: the button keeps the focus through its busy state.
    await remove.focus();
    await stopClock(page);
    await page.keyboard.press('Enter');
    await expectShownFor(page, page.getByText('Product removed from wishlist', { exact: true }), 3_000);
    await expect(page.getByRole('button', { name: 'Add to wishlist' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Add to wishlist' })).toBeFocused();
    await expect(wishlistDot(page)).toHaveCount(0);
    expect(await providerWishlist(account)).toEqual([]);
  });

  test('a wishlist that failed to load still lets the buyer add the product', async ({ page }) => {
    test.slow();
    const buyer = await freshBuyer('buy-wish-unread');
    const account = await providerBuyer(buyer);
    const product = (await productsInStock())[2]!;
    await page.route('**/api/wishlist', (route) =>
      route.request().method() === 'GET' ? route.fulfill({ status: 503, json: { message: 'The marketplace service is unavailable.' } }) : route.fallback(),
    );
    await signIn(page, buyer);
    await openProduct(page, product.productId);
    const addButton = page.getByRole('button', { name: 'Add to wishlist' });
    await expect(addButton).toBeEnabled({ timeout: 15_000 });
    await addButton.click();
    await expect(page.getByText('Product added to wishlist', { exact: true })).toBeVisible();
    expect(await providerWishlist(account)).toEqual([product.productId]);
  });

  test('a sold-out product offers a signed-in buyer nothing to buy, but can go on the wishlist', async ({ page }) => {
    const soldOut = (await everyProduct()).find((p) => Number(p.quantityin_stock) <= 0 && Number(p.is_active ?? 1) === 1);
    // The seed has them on purpose: its absence fails, not skips, the test.
    if (!soldOut) throw new Error('The seed has no sold-out product');
    const buyer = await freshBuyer('buy-soldout');
    const account = await providerBuyer(buyer);
    await signIn(page, buyer);
    await page.goto(`/product/${soldOut.productId}`);
    await expect(page.getByRole('main').getByText('Out of stock', { exact: true }).first()).toBeVisible();
    await buyBoxSettled(page, { signedIn: true });
    await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Quantity' })).toHaveCount(0);
    await expect(page.getByText('Sold out for now. Keep it in your wishlist to find it again when it is back.', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Add to wishlist' }).click();
    await expect(page.getByText('Product added to wishlist', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove from wishlist' })).toBeEnabled();
    await expect(wishlistDot(page)).toBeVisible();
    expect(await providerWishlist(account)).toEqual([soldOut.productId]);
  });
});
