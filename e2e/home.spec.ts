import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { productCards } from './support/cards';
import { expectNoAxeViolations } from './support/axe';
import { categories } from './support/catalogue';

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const productLinks = (page: Page, name: string) => productCards(section(page, name)).getByRole('link');

/** The text the browser has drawn: empty while a content-visibility box is skipped off screen. */
const drawnText = (locator: Locator) => locator.evaluate((element: HTMLElement) => element.innerText);

async function productIds(page: Page, name: string): Promise<string[]> {
  return productLinks(page, name).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

test.describe('home page', () => {
  test('Products and Hot Deals show 15 different products each, with View All to all products', async ({ page }) => {
    await page.goto('/');
    for (const name of ['Products', 'Hot Deals']) {
      await expect(productLinks(page, name)).toHaveCount(15);
      await expect(section(page, name).getByRole('heading', { name }).getByRole('link')).toHaveAttribute('href', '/allproduct');
    }
    await expect(section(page, 'Products').getByRole('link', { name: 'View All products' })).toHaveAttribute('href', '/allproduct');
    const products = await productIds(page, 'Products');
    const deals = await productIds(page, 'Hot Deals');
    expect(new Set([...products, ...deals]).size).toBe(30);
  });

  test('the Categories grid lists every category with View All to all categories', async ({ page }) => {
    const expected = await categories();
    await page.goto('/');
    const grid = section(page, 'Categories');
    await expect(grid.getByRole('link', { name: 'View All categories' })).toHaveAttribute('href', '/allcategory');
    await expect(grid.getByRole('listitem')).toHaveCount(expected.length);
    const first = grid.getByRole('listitem').first().getByRole('link');
    await first.click();
    await expect(page).toHaveURL(/\/category\/AGC[^?]+\?catname=/);
  });

  test('the random picks change when the page is redrawn (every 10 s)', async ({ page }) => {
    test.slow();
    await page.goto('/');
    const first = await productIds(page, 'Products');
    expect(first).toHaveLength(15);
    const before = first.join();
    // The cached copy is redrawn in the background by the first request after 10 s.
    await page.waitForTimeout(10_500);
    await page.reload();
    // Fifteen products again, not in the same picks and order, and not a section drawn empty.
    await expect.poll(
      async () => {
        await page.reload();
        const ids = await productIds(page, 'Products');
        return ids.length === 15 && ids.join() !== before;
      },
      { timeout: 15_000, intervals: [1_000] },
    ).toBe(true);
  });

  test('what lies below the first screen is drawn only when scrolled or tabbed to, and then shows', async ({ page }) => {
    await page.goto('/');
    const lastDeal = productCards(section(page, 'Hot Deals')).last();
    const footer = page.getByRole('contentinfo');
    // Skipped at load: the first paint does not wait on their style and layout.
    await expect(footer).toHaveCSS('content-visibility', 'auto');
    // The cards too, one by one (ProductGrid's lazyCards): a section may be taller than the screen.
    await expect(lastDeal).toHaveCSS('content-visibility', 'auto');
    expect(await drawnText(lastDeal)).toBe('');
    expect(await drawnText(footer)).toBe('');

    await lastDeal.scrollIntoViewIfNeeded();
    await expect.poll(() => drawnText(lastDeal)).toMatch(/\$[\d,]+\.\d{2}/);

    // A keyboard user reaching the footer sees the link they are on.
    const lastLink = footer.getByRole('link').last();
    await lastLink.focus();
    await expect(lastLink).toBeInViewport();
    await expect.poll(() => drawnText(footer)).toContain('Privacy policy');
  });

  test('has no accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expectNoAxeViolations(page);
  });
});
