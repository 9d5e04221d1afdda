import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { biggestCategory, everyProduct } from './support/catalogue';

/**
 * Links prefetch the pages they lead to: categories and products as soon as their cards are seen,
 * the big catalogue pages (home from the logo on every page) once the buyer reaches for the link
 * (components/routing/IntentLink.tsx). A prefetch must not download those pages' pictures: the hero
 * banner and first cards are hinted for the page that shows them, and fetching them on every other
 * page would spend a phone's data, and the page's own bandwidth, on pictures nobody sees.
 */

/** The header's link to home. */
const homeLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'AgroMarket home' });

const isHomePrefetch = (url: string) => new URL(url).pathname === '/' && url.includes('_rsc=');

/** The picture behind an optimiser URL (`/_next/image?url=…`), or the path of any other image. */
function picture(url: string): string {
  const { pathname, searchParams } = new URL(url);
  return pathname === '/_next/image' ? searchParams.get('url')! : pathname;
}

/** Every picture the page's own markup names, in any src or srcset, shown yet or not. */
async function picturesInPage(page: Page): Promise<Set<string>> {
  const urls = await page.evaluate(() =>
    [...document.querySelectorAll('img, source')].flatMap((element) => [
      element.getAttribute('src') ?? '',
      ...(element.getAttribute('srcset') ?? '').split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? ''),
    ]),
  );
  return new Set(urls.filter(Boolean).map((url) => picture(new URL(url, page.url()).href)));
}

/** `showsPictures`: the page has pictures of its own, so the recorder must have seen some. */
async function expectOnlyOwnPictures(page: Page, path: string, showsPictures = true) {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && !request.url().startsWith('data:')) requested.push(picture(request.url()));
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // The logo's link to home is on every page: the buyer reaching for it has home prefetched.
  const homePrefetched = page.waitForResponse((response) => isHomePrefetch(response.url()));
  await homeLink(page).focus();
  await homePrefetched;
  await page.waitForLoadState('networkidle');
  const own = await picturesInPage(page);
  if (showsPictures) expect(requested.length, 'the page fetched its pictures').toBeGreaterThan(0);
  expect(requested.filter((url) => !own.has(url)), `pictures ${path} fetched without showing`).toEqual([]);
}

test.describe('prefetching a page does not download its pictures', () => {
  test('category page', async ({ page }) => {
    const category = await biggestCategory();
    await expectOnlyOwnPictures(page, `/category/${category.categoryID}?catname=${encodeURIComponent(category.categoryName)}`);
  });

  test('product page', async ({ page }) => {
    const [product] = await everyProduct();
    await expectOnlyOwnPictures(page, `/product/${product!.productId}`);
  });

  test('about page, which has no pictures', async ({ page }) => {
    await expectOnlyOwnPictures(page, '/about', false);
  });
});

test('the header’s home link fetches home once the buyer reaches for it, not as soon as it is seen', async ({ page }) => {
  const homeFetches: string[] = [];
  page.on('request', (request) => void (isHomePrefetch(request.url()) && homeFetches.push(request.url())));
  const [product] = await everyProduct();
  await page.goto(`/product/${product!.productId}`);
  await page.waitForLoadState('networkidle');
  // Hydrated (the buying box's login link is drawn in the browser), and still nothing asked of home.
  await expect(page.getByRole('link', { name: /^Login to Add Product/ })).toBeVisible();
  expect(homeFetches).toEqual([]);

  const prefetched = page.waitForResponse((response) => isHomePrefetch(response.url()));
  await homeLink(page).focus();
  await prefetched;
  await homeLink(page).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: 'Featured offers' })).toBeVisible();
});
