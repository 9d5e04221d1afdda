import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { biggestCategory, everyProduct } from './support/catalogue';
import { firstLoadScripts } from '../scripts/lib/page-weight.mjs';
import { demoBuyer, signIn } from './support/auth';
import { QUERY_LIBRARY } from './support/script-marks';

/**
 * Catalogue pages are drawn and hydrated without the query library: only the parts that show a
 * signed-in buyer's session (the header's links, the product page's buying box) need it, and they
 * load after the page; a visitor's page reads the session with a plain call and loads none of it
 * (lib/client/session-kind.ts). QUERY_LIBRARY marks its code in a script. A page's first load is
 * the scripts the bench counts (scripts/lib/page-weight.mjs), so this test and BENCHMARKS.md agree.
 */
/**
 * zod (110 kB) checks what the browser reads back from storage on the forms that do; a visitor
 * browsing the catalogue loads none of them. The name of its error class marks its code.
 */
const ZOD = 'ZodError';
/** An attribute sonner's toaster sets, in its code. The first toast of a tab fetches it (lib/client/toasts.ts). */
const SONNER = 'data-sonner-toaster';
/**
 * An attribute next/image's component sets, in its code. The account menu's picture brings it for
 * signed-in buyers only: in the session parts, every visitor's page fetched it, and the product page
 * twice (its gallery has its own).
 */
const NEXT_IMAGE = 'data-nimg';

/** The scripts `path` loads by the time `sessionPart` shows and the network is quiet, by what they hold. */
async function scriptsOf(page: Page, path: string, sessionPart: RegExp) {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    // A script still arriving when the test ends (a chunk prefetched for a link) has its body cut
    // off: read as empty, not as an error outside the test (that failed a passing run).
    if (response.request().resourceType() === 'script') scripts.set(response.url(), response.text().catch(() => ''));
  });
  const response = await page.goto(path);
  const firstLoad = firstLoadScripts(await response!.text(), page.url());
  expect(firstLoad.length, 'the page names its scripts').toBeGreaterThan(3);
  await expect(page.getByRole('link', { name: sessionPart })).toBeVisible();
  // Whatever the page fetches by itself (prefetched links' code included) has come in.
  await page.waitForLoadState('networkidle');

  const holding = async (mark: string) => {
    const urls: string[] = [];
    for (const [url, text] of scripts) if ((await text).includes(mark)) urls.push(url);
    return urls;
  };
  return { firstLoad, library: await holding(QUERY_LIBRARY), zod: await holding(ZOD), sonner: await holding(SONNER), nextImage: await holding(NEXT_IMAGE) };
}

async function expectVisitorsScripts(page: Page, path: string, sessionPart: RegExp, { nextImageCopies = 0 } = {}) {
  const scripts = await scriptsOf(page, path, sessionPart);
  // The session parts came with it for visitors too: 47 kB for a 'Login/Sign up' link.
  expect(scripts.library, `scripts of ${path} with the query library, for a visitor`).toEqual([]);
  // Nobody has done anything that toasts: sonner's 35 kB were fetched and run with every page, and
  // once more in the session parts' chunks before they shared the toasts' one import.
  expect(scripts.sonner, `scripts of ${path} with sonner, before any toast`).toEqual([]);
  expect(scripts.zod, `scripts of ${path} with zod, for a visitor`).toEqual([]);
  expect(scripts.nextImage, `scripts of ${path} with next/image, for a visitor`).toHaveLength(nextImageCopies);
}

test.describe('a visitor’s catalogue pages load no query library, no sonner before a toast, no zod, and next/image only for the gallery', () => {
  test('home', async ({ page }) => {
    await expectVisitorsScripts(page, '/', /^Login\/Sign up$/);
  });

  test('category page', async ({ page }) => {
    const category = await biggestCategory();
    await expectVisitorsScripts(page, `/category/${category.categoryID}?catname=${encodeURIComponent(category.categoryName)}`, /^Login\/Sign up$/);
  });

  test('product page, with its buying box', async ({ page }) => {
    const product = (await everyProduct()).find((p) => Number(p.quantityin_stock) > 0 && Number(p.is_active ?? 1) === 1);
    await expectVisitorsScripts(page, `/product/${product!.productId}`, /^Login to Add Product to Cart$/, { nextImageCopies: 1 });
  });
});

test('a signed-in buyer’s product page loads the query library after the page, in one script for the header and the buying box', async ({ page }) => {
  await signIn(page, demoBuyer);
  const product = (await everyProduct()).find((p) => Number(p.quantityin_stock) > 0 && Number(p.is_active ?? 1) === 1);
  const { firstLoad, library } = await scriptsOf(page, `/product/${product!.productId}`, /^Cart/);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  // Once: the session parts come in one chunk (components/session/session-parts.ts); the product
  // page's buying box, imported apart, fetched a second copy of the library with it.
  expect(library, 'the session parts loaded the query library, in one script').toHaveLength(1);
  expect(library.filter((url) => firstLoad.includes(url)), 'first-load scripts with the query library').toEqual([]);
});
