import { expect, type Page } from '@playwright/test';
import { everyProduct, type ProviderProduct } from './catalogue';
import { providerCall } from './provider-api';
import type { ProviderBuyer } from './shopping';

/**
 * For the cart, wishlist and product-page buying tests. They only read the catalogue: each test's
 * fresh buyer has its own cart and wishlist, and no stock changes hands (nothing is paid for).
 */

/** Active products in stock, oldest first: the newest ones are what other tests buy (anInStockProductId). */
export async function productsInStock(): Promise<ProviderProduct[]> {
  const products = (await everyProduct()).filter((p) => Number(p.quantityin_stock) > 0 && Number(p.is_active ?? 1) === 1);
  return products.reverse();
}

/** A product with only a few in stock (2 to 5), so a test reaches the limit in a click or two. */
export async function lowStockProduct(): Promise<ProviderProduct & { stock: number }> {
  const product = (await productsInStock()).find((p) => Number(p.quantityin_stock) >= 2 && Number(p.quantityin_stock) <= 5);
  if (!product) throw new Error('the seed has no product with 2 to 5 in stock');
  return { ...product, stock: Number(product.quantityin_stock) };
}

export interface ProviderCart {
  cart_items: { cartId: string; productId: string; quantity: string }[];
  total_price: number;
  total_shipping_fee: number;
}

export async function providerCart({ token }: ProviderBuyer): Promise<ProviderCart> {
  return (await providerCall<ProviderCart>('GET', '/viewCart', { token })).body;
}

/** The productIds on the buyer's wishlist (the provider answers 404 for an empty one). */
export async function providerWishlist({ token }: ProviderBuyer): Promise<string[]> {
  const { status, body } = await providerCall<{ data: { productId: string }[] }>('GET', '/viewWishlist', { token });
  return status === 404 ? [] : body.data.map((row) => row.productId);
}

export async function putInWishlist({ token }: ProviderBuyer, productId: string): Promise<void> {
  const { status } = await providerCall('POST', `/addToWishlist/${productId}`, { token });
  expect(status).toBe(200);
}

/**
 * Holds the storefront's `method` calls to `path` until `release()`, to look at the screen while
 * the provider has not answered yet (what an optimistic update shows).
 */
export async function holdRequests(page: Page, path: string | RegExp, method: string): Promise<{ release: () => void }> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(path, async (route) => {
    if (route.request().method() === method) await gate;
    await route.fallback();
  });
  return { release };
}

/** The header's cart badge, or nothing when the cart is empty. */
export const cartBadge = (page: Page) => page.getByRole('banner').getByTestId('cart-count');
export const wishlistDot = (page: Page) => page.getByRole('banner').getByTestId('wishlist-dot');

/*
 * Signed-in content comes after hydration, the session and its own call, one after the other, so
 * the first wait on a page allows for a busy machine.
 */
const FIRST_LOAD = { timeout: 15_000 };

/** Opens the cart or the wishlist and waits for its table or its empty text. */
export async function openList(page: Page, path: '/cart' | '/wishlist'): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('table').or(page.getByText(/^No product in your (Cart|wishlist)$/))).toBeVisible(FIRST_LOAD);
}

/** Opens a product page and waits for a signed-in buyer's controls. */
export async function openProduct(page: Page, productId: string): Promise<void> {
  await page.goto(`/product/${productId}`);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible(FIRST_LOAD);
}

/** After a row click: the product page, which may be rendered for the first time (on demand, then cached). */
export async function expectProductPage(page: Page, product: { productId: string; product_name: string }): Promise<void> {
  await page.waitForURL(new RegExp(`/product/${product.productId}$`));
  await expect(page.getByRole('heading', { level: 1, name: product.product_name })).toBeVisible(FIRST_LOAD);
}

/**
 * The product page's buying controls (or a visitor's login link) are drawn in the browser once the
 * session is known and their code has come: only after that does their absence mean anything. The
 * header shows the same session; a quiet network, that the controls' code, if asked for, is in.
 */
export async function buyBoxSettled(page: Page, { signedIn }: { signedIn: boolean }): Promise<void> {
  const header = page.getByRole('banner');
  await expect(signedIn ? header.getByRole('button', { name: /^Account/ }) : header.getByRole('link', { name: 'Login/Sign up' })).toBeVisible();
  await page.waitForLoadState('networkidle');
}
