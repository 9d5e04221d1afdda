import { expect, test } from './support/test';
import { whenScrollToTopMounted } from './support/scroll';

// The not-found screens of the cached catalogue and of /faq are drawn by the server and answered with 404
// (components/routing/NotFoundResponse.tsx): before, Next sent an empty document with the home
// page's title and drew the screen only once the scripts had run.
const MISSING = [
  { what: 'an unknown product', path: '/product/AGP-NO-SUCH-PRODUCT', heading: 'Product not found', title: /^Product not found \| / },
  { what: 'an unknown category', path: '/category/AGC-NO-SUCH?catname=Nothing', heading: "This Page doesn't exist", title: /^Page not found \| / },
  { what: 'a page past the last', path: '/allproduct?page=9999', heading: "This Page doesn't exist", title: /^Page not found \| / },
  // Rendered per request, not prerendered: the proxy answers it with the not-found page (unknown-faq-path.ts).
  { what: 'an unknown FAQ category', path: '/faq/no-such-questions', heading: "This Page doesn't exist", title: /^Page not found \| / },
];

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  for (const { what, path, heading, title } of MISSING) {
    test(`${what} shows its not-found screen in the page's HTML, titled, noindex, answered 404`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Browse all products' })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page).toHaveTitle(title);
      // Next repeats the tag once it refreshes the cached page: each one must say noindex.
      const robots = await page.locator('meta[name="robots"]').evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content')));
      expect(robots.length).toBeGreaterThan(0);
      for (const content of robots) expect(content).toMatch(/noindex/);
    });
  }
});

test('the not-found screen stays as drawn once the page runs, with no error, and its links navigate in the page', async ({ page }) => {
  const response = await page.goto('/product/AGP-NO-SUCH-PRODUCT');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
  await expect(page).toHaveTitle(/^Product not found \| /);
  // A client-side navigation keeps the window: the page has hydrated.
  await whenScrollToTopMounted(page);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.getByRole('link', { name: 'Browse all products' }).click();
  await expect(page).toHaveURL(/\/allproduct$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test('an address whose percent-escapes do not decode is not found, never a server error, and the page runs', async ({ page }) => {
  // Next alone answers these 500 (vercel/next.js#92527): a link cut after its % or mistyped.
  for (const path of ['/product/%E0%A4%A', '/category/%zz?catname=Fruits', '/allproduct/%', '/searchpage/100%']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: "This Page doesn't exist" }), path).toBeVisible();
  }
  await whenScrollToTopMounted(page);
  await page.getByRole('link', { name: 'Browse all products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
});
