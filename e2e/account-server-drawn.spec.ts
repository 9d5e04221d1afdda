import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn } from './support/auth';
import { openList, productsInStock, putInWishlist } from './support/buying';
import { freshBuyer } from './support/provider-api';
import { providerBuyer, putInCart } from './support/shopping';

const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name }) });

/**
 * The cart and the wishlist opened directly come with the buyer's lines in the page's HTML (read on
 * the server), instead of a skeleton and then a request once the page's scripts run. Until those
 * scripts run, the lines' buttons are disabled rather than swallowing a click. Reached by a link,
 * they are read by the page alone.
 */
test.describe('the cart and the wishlist read on the server', () => {
  for (const { path, removeLabel } of [
    { path: '/cart' as const, removeLabel: 'from cart' },
    { path: '/wishlist' as const, removeLabel: 'from wishlist' },
  ]) {
    test(`opened directly, ${path} shows the buyer's lines before its scripts run, their buttons disabled until they work`, async ({ page }) => {
      const buyer = await freshBuyer(`drawn-${path.slice(1)}`);
      const account = await providerBuyer(buyer);
      const [product] = await productsInStock();
      await putInCart(account, product!.productId, 2);
      await putInWishlist(account, product!.productId);
      await signIn(page, buyer);
      // The route's first render after the server starts (its code loaded, the provider's first
      // read) can outlast the page's 1.5 s budget, which rightly leaves the list to the browser.
      await openList(page, path);

      // Only the page's own scripts are held back: what the server drew is all there is.
      await page.route('**/_next/static/chunks/*.js', (route) => route.abort());
      await page.goto(path);
      const remove = row(page, product!.product_name).getByRole('button', { name: `Remove ${product!.product_name} ${removeLabel}` });
      await expect(remove).toBeVisible();
      await expect(remove).toBeDisabled();
      // Nor does the row, which opens its product only once they run, look clickable meanwhile.
      await expect(row(page, product!.product_name)).toHaveCSS('cursor', 'auto');
      await expect(page.getByRole('status', { name: /^Loading your/ })).toHaveCount(0);

      await page.unroute('**/_next/static/chunks/*.js');
      const listReads: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'GET' && new URL(request.url()).pathname === `/api${path}`) listReads.push(request.url());
      });
      await openList(page, path);
      await expect(remove).toBeEnabled();
      await expect(row(page, product!.product_name)).toHaveCSS('cursor', 'pointer');
      if (path === '/cart') {
        await page.waitForLoadState('networkidle');
        expect(listReads, 'the cart came with the page').toEqual([]);
      }
    });
  }

  for (const { path, link, removeLabel } of [
    { path: '/cart' as const, link: 'Cart, 2 items', removeLabel: 'from cart' },
    { path: '/wishlist' as const, link: 'Wishlist (has items)', removeLabel: 'from wishlist' },
  ]) {
    test(`reached by a link after a while in the tab, ${path} is read by the page only, not again by the browser`, async ({ page }) => {
      const buyer = await freshBuyer(`drawn-link-${path.slice(1)}`);
      const account = await providerBuyer(buyer);
      const [product] = await productsInStock();
      await putInCart(account, product!.productId, 2);
      await putInWishlist(account, product!.productId);
      await signIn(page, buyer);
      await page.goto('/about');
      const headerLink = page.getByRole('banner').getByRole('link', { name: link, exact: true });
      await expect(headerLink).toBeVisible();
      // The header read both lists for its badge and dot. A buyer who reads the page for a while
      // leaves that copy stale (the query client's 10 s): a screen that asked /api for its list when
      // drawn, or that rendered the stale copy before the page's, would read it a second time.
      await page.waitForTimeout(10_500);

      const listReads: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'GET' && new URL(request.url()).pathname === `/api${path}`) listReads.push(request.url());
      });
      await headerLink.click();
      await page.waitForURL((url) => url.pathname === path);
      await expect(row(page, product!.product_name).getByRole('button', { name: `Remove ${product!.product_name} ${removeLabel}` })).toBeEnabled();
      await page.waitForLoadState('networkidle');
      expect(listReads).toEqual([]);
    });
  }
});
