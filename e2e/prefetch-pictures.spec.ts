import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { biggestCategory, everyProduct } from './support/catalogue';

/**
 * Links prefetch the pages they lead to (home from the logo on every page, categories and products
 * from cards and breadcrumbs). A prefetch must not download those pages' pictures: the hero banner
 * and first cards are hinted for the page that shows them, and fetching them on every other page
 * would spend a phone's data, and the page's own bandwidth, on pictures nobody sees.
 */

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
  // The logo's link to home is on every page and in view: its prefetch is the one to wait for.
  const homePrefetched = page.waitForResponse((response) => new URL(response.url()).pathname === '/' && response.url().includes('_rsc='));
  await page.goto(path);
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
