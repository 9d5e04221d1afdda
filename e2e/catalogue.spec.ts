import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { whenScrollToTopMounted } from './support/scroll';
import { cardPriceLines, productCards } from './support/cards';
import { biggestCategory, categories, categoryProducts, dollars, everyProduct, productsPage, type ProviderProduct } from './support/catalogue';
import { holdRequests } from './support/buying';
import { navigationProgress } from './support/navigation';
import { providerCall } from './support/provider-api';
import { NAME_LIMIT, NARROW_NAME_LIMIT, truncate } from '../lib/format/truncate';

const PAGE_SIZE = 20;
const isMobile = (name: string) => name === 'mobile';

const cards = (page: Page) => productCards(page.getByRole('main'));
const pager = (page: Page) => page.getByRole('navigation', { name: /pages$/ });

/**
 * The prices on the cards, as numbers, in page order. Text content, not innerText: cards below the
 * first screen are not rendered until scrolled near (content-visibility), and innerText is empty there.
 */
async function cardPrices(page: Page): Promise<number[]> {
  const lines = await cardPriceLines(page.getByRole('main')).allTextContents();
  return lines.map((line) => Number(/^\$([\d,.]+)/.exec(line)![1]!.replace(/,/g, '')));
}

test.describe('all products', () => {
  test('no request of the first page or of its next page fails (a prefetch of page 2 once answered 404)', async ({ page }) => {
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await page.goto('/allproduct');
    await expect(pager(page).getByRole('link', { name: 'Next' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await pager(page).getByRole('link', { name: 'Next' }).click();
    await expect(pager(page).getByText('Page 2')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(failed).toEqual([]);
  });

  test('pages through the catalogue with real links, Previous and Next disabled at the ends', async ({ page }) => {
    const { total, lastPage } = await productsPage(1, PAGE_SIZE);
    await page.goto('/allproduct');
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    await expect(page.getByText(`${total} products`)).toBeVisible();
    await expect(pager(page).getByText('Page 1')).toBeVisible();
    await expect(pager(page).getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    const next = pager(page).getByRole('link', { name: 'Next' });
    await expect(next).toHaveAttribute('href', '/allproduct?page=2');
    // Pager links are not prefetched: while the next page is on its way, the progress bar shows.
    const held = await holdRequests(page, /\/allproduct\?page=2/, 'GET');
    const progress = navigationProgress(page);
    // Before hydration the click is the browser's own navigation, which has no progress bar.
    await whenScrollToTopMounted(page);
    await next.click();
    await expect(progress.bar).toBeVisible();
    await expect(progress.status).toHaveCount(1);
    await expect(page).toHaveURL(/\/allproduct$/);
    held.release();
    await expect(page).toHaveURL(/\/allproduct\?page=2$/);
    await expect(progress.bar).toHaveCount(0);
    await expect(pager(page).getByText('Page 2')).toBeVisible();
    await expect(pager(page).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/allproduct');

    await page.goto(`/allproduct?page=${lastPage}`);
    await expect(pager(page).getByText(`Page ${lastPage}`)).toBeVisible();
    await expect(pager(page).getByText('Next')).toHaveAttribute('aria-disabled', 'true');
    await expect(cards(page)).toHaveCount(total - (lastPage - 1) * PAGE_SIZE);
    await expectNoAxeViolations(page);
  });

  test('a product card whose page is slow to come shows the progress bar until it is there', async ({ page }) => {
    // Held from the start, so the card's prefetch cannot bring the page before the click.
    const held = await holdRequests(page, /\/product\//, 'GET');
    await page.goto('/allproduct');
    await whenScrollToTopMounted(page);
    const progress = navigationProgress(page);
    const link = cards(page).first().getByRole('link');
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await expect(progress.bar).toBeVisible();
    await expect(progress.status).toHaveCount(1);
    await expect(page).toHaveURL(/\/allproduct$/);
    held.release();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(progress.bar).toHaveCount(0);
  });

  test('shows the provider page in its order, prices as dollars with two decimals', async ({ page }) => {
    const { products } = await productsPage(2, PAGE_SIZE);
    await page.goto('/allproduct?page=2');
    const first = cards(page).first();
    await expect(first.getByRole('link')).toHaveAttribute('href', `/product/${products[0]!.productId}`);
    await expect(first).toContainText(dollars(products[0]!.selling_price));
    expect(await cards(page).getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
      products.map((product) => `/product/${product.productId}`),
    );
    const lines = cardPriceLines(page.getByRole('main'));
    await expect(lines).toHaveCount(PAGE_SIZE);
    for (const line of await lines.allTextContents()) expect(line).toMatch(/^\$[\d,]+\.\d{2}( \/ \S.*)?$/);
  });

  test('a page past the last one, or a malformed one, is handled', async ({ page }) => {
    const { lastPage } = await productsPage(1, PAGE_SIZE);
    const beyond = await page.goto(`/allproduct?page=${lastPage + 1}`);
    expect(beyond?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: "This Page doesn't exist" })).toBeVisible();
    await page.goto('/allproduct?page=abc');
    await expect(pager(page).getByText('Page 1')).toBeVisible();
  });

  test('long names are cut at 30 characters, or 13 on narrow screens', async ({ page }, testInfo) => {
    const long = (await everyProduct()).find((p) => p.product_name.length > 30 && p.is_active !== 0);
    // The seed has them on purpose: its absence fails, not skips, the test.
    if (!long) throw new Error('The seed has no product name over 30 characters');
    const limit = isMobile(testInfo.project.name) ? 13 : 30;
    // Search for it, so its card is on the page whatever the catalogue order.
    await page.goto(`/searchpage/${encodeURIComponent(long!.product_name)}`);
    const link = page.getByRole('main').getByRole('link', { name: long!.product_name }).first();
    await expect(link).toBeVisible();
    // The cut shown on screen; the link's accessible name (above) is the full name.
    const shown = (await link.innerText()).trim();
    expect(shown.endsWith('…')).toBe(true);
    expect(Array.from(shown.slice(0, -1)).length).toBeLessThanOrEqual(limit);
    expect(long!.product_name.startsWith(shown.slice(0, -1))).toBe(true);
  });

  test('the narrow cut applies at 430 px wide and not at 431 px', async ({ page }) => {
    const long = (await everyProduct()).find((p) => p.product_name.length > 30 && p.is_active !== 0);
    // The seed has them on purpose: its absence fails, not skips, the test.
    if (!long) throw new Error('The seed has no product name over 30 characters');
    await page.goto(`/searchpage/${encodeURIComponent(long!.product_name)}`);
    const link = page.getByRole('main').getByRole('link', { name: long!.product_name }).first();
    for (const [width, limit] of [[430, NARROW_NAME_LIMIT], [431, NAME_LIMIT]] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expect(link, `at ${width} px`).toHaveText(truncate(long!.product_name, limit), { useInnerText: true });
    }
  });
});

test.describe('all categories', () => {
  test('lists every category alphabetically, case-insensitively, each linking to its page', async ({ page }) => {
    const expected = (await categories()).map((c) => c.categoryName).sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    await page.goto('/allcategory');
    await expect(page.getByRole('heading', { level: 1, name: 'All Categories' })).toBeVisible();
    const links = page.getByRole('list', { name: 'Categories' }).getByRole('link');
    await expect(links).toHaveText(expected);
    await links.first().click();
    await expect(page).toHaveURL(/\/category\/AGC[^?]+\?catname=/);
    await expect(page.getByRole('heading', { level: 1, name: expected[0] })).toBeVisible();
    await page.goto('/allcategory');
    await expectNoAxeViolations(page);
  });
});

/** A category's later pages and sorted pages are rendered on their first request: 3 s and more on a busy machine. */
const FIRST_RENDER = { timeout: 15_000 };

test.describe('category page', () => {
  test('breadcrumb, Results Found, grid and pager of the category', async ({ page }) => {
    const category = await biggestCategory();
    await page.goto(`/category/${category.categoryID}?catname=${encodeURIComponent(category.categoryName)}`);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByText(category.categoryName)).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1, name: category.categoryName })).toBeVisible();
    await expect(page.getByText(`${category.count} Results Found`)).toBeVisible();
    await expect(cards(page)).toHaveCount(Math.min(PAGE_SIZE, category.count));
    await expect(page.getByRole('combobox', { name: 'Sort products' })).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Sort products' }).locator('option').first()).toHaveText('Sort by');
    if (category.count > PAGE_SIZE) {
      await pager(page).getByRole('link', { name: 'Next' }).click();
      await expect(page).toHaveURL(/page=2/, FIRST_RENDER);
      await expect(pager(page).getByText('Page 2')).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });

  test('Low to High, High to Low and Rating sort the whole category, kept in the URL', async ({ page }) => {
    const category = await biggestCategory();
    const all = await categoryProducts(category.categoryID);
    const prices = all.map((p) => Number(p.selling_price)).sort((a, b) => a - b);
    await page.goto(`/category/${category.categoryID}?catname=${encodeURIComponent(category.categoryName)}`);
    const sort = page.getByRole('combobox', { name: 'Sort products' });

    // Disabled until the page hydrates, when it could not take the focus.
    await expect(sort).toBeEnabled();
    await sort.focus();
    await expect(sort).toBeFocused();
    await sort.selectOption({ label: 'Low to High' });
    await expect(page).toHaveURL(/sort=price_asc/, FIRST_RENDER);
    await expect.poll(() => cardPrices(page)).toEqual(prices.slice(0, PAGE_SIZE));
    // The sorted page's select has the focus the buyer had on the old one.
    await expect(sort).toBeFocused();

    await sort.selectOption({ label: 'High to Low' });
    await expect(page).toHaveURL(/sort=price_desc/, FIRST_RENDER);
    await expect.poll(() => cardPrices(page)).toEqual([...prices].reverse().slice(0, PAGE_SIZE));
    await page.reload();
    await expect(sort).toHaveValue('price_desc');

    // A page slow to come: the choice stays shown meanwhile, with the progress bar.
    const held = await holdRequests(page, /sort=rating/, 'GET');
    const progress = navigationProgress(page);
    await sort.selectOption({ label: 'Rating' });
    await expect(progress.bar).toBeVisible();
    await expect(progress.status).toHaveCount(1);
    await expect(sort).toHaveValue('rating');
    expect(page.url()).toContain('sort=price_desc');
    held.release();
    await expect(page).toHaveURL(/sort=rating/, FIRST_RENDER);
    await expect(progress.bar).toHaveCount(0);
    await expect(progress.status).toHaveCount(0);
    // The whole category's best rated first, as the stars' labels give them (one decimal).
    const best = all.map((p) => Math.round(Number(p.average_rating ?? 0) * 10) / 10).sort((a, b) => b - a);
    await expect(cards(page)).toHaveCount(Math.min(PAGE_SIZE, all.length));
    const labels = await cards(page).getByRole('img', { name: /^Rating:/ }).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(labels.map((l) => Number(/Rating: ([\d.]+)/.exec(l ?? '')?.[1]))).toEqual(best.slice(0, PAGE_SIZE));
  });

  test('choosing another category resets the sort, changes the URL and closes the filter panel', async ({ page }, testInfo) => {
    const [first, second] = await categories();
    await page.goto(`/category/${first!.categoryID}?catname=x&sort=price_desc`);
    const panel = page.getByRole('complementary', { name: 'Filter by category' });
    if (isMobile(testInfo.project.name)) {
      await expect(panel.getByRole('link', { name: second!.categoryName })).toBeHidden();
      await panel.getByRole('button', { name: 'Show Filter' }).click();
      await expect(panel.getByRole('button', { name: 'Hide Filter' })).toHaveAttribute('aria-expanded', 'true');
    }
    // From further down the page (a click event, so Playwright does not scroll the link into view):
    // the next category starts at the top.
    await whenScrollToTopMounted(page);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await panel.getByRole('link', { name: second!.categoryName }).dispatchEvent('click');
    await expect(page).toHaveURL(new RegExp(`/category/${second!.categoryID}\\?catname=`));
    expect(page.url()).not.toContain('sort=');
    await expect(page.getByRole('heading', { level: 1, name: second!.categoryName })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Sort products' })).toHaveValue('');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
    if (isMobile(testInfo.project.name)) {
      await expect(panel.getByRole('link', { name: second!.categoryName })).toBeHidden();
      await panel.getByRole('button', { name: 'Show Filter' }).click();
    }
    await expect(panel.getByRole('link', { name: second!.categoryName })).toHaveAttribute('aria-current', 'page');
  });

  test('an unknown category is not found', async ({ page }) => {
    const response = await page.goto('/category/AGC-NO-SUCH?catname=Nothing');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: "This Page doesn't exist" })).toBeVisible();
  });
});

test.describe('search results', () => {
  test('lists matching products with a pager of 10', async ({ page }) => {
    await page.goto('/searchpage/garri');
    await expect(page.getByRole('heading', { level: 1, name: 'Search results for “garri”' })).toBeVisible();
    const names = await cards(page).getByRole('heading').allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThanOrEqual(10);
    // The cards are the provider's matches for the term (names containing it), not any products.
    const { body } = await providerCall<{ data: ProviderProduct[] }>('GET', '/searchProducts?search_query=garri&per_page=10&page=1');
    const matches = body.data.filter((product) => Number(product.is_active ?? 1) === 1);
    expect(matches.every((product) => /garri/i.test(product.product_name))).toBe(true);
    const shown = await cards(page).locator('a[href^="/product/"]').evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')))]);
    expect(shown.sort()).toEqual(matches.map((product) => `/product/${product.productId}`).sort());
    await expectNoAxeViolations(page);
  });

  test('counts what it found: "1 product found" for a product id, "N products found" for a word', async ({ page }) => {
    const { body } = await providerCall<{ data: { products: { productId: string }[] } }>('GET', '/allProducts?per_page=1&page=1');
    const productId = body.data.products[0]!.productId;
    await page.goto(`/searchpage/${productId}`);
    await expect(cards(page)).toHaveCount(1);
    await expect(page.getByText('1 product found', { exact: true })).toBeVisible();
    await page.goto('/searchpage/garri');
    await expect(page.getByText(/^\d+ products found$/)).toBeVisible();
  });

  test('pages through more than 10 results', async ({ page }) => {
    await page.goto('/searchpage/a');
    await expect(cards(page)).toHaveCount(10);
    await pager(page).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/searchpage\/a\?page=2$/);
    await expect(pager(page).getByText('Page 2')).toBeVisible();
  });

  test('a page past the last goes to the last page, not to "No products found"; a term nothing matches stays on its page', async ({ page }) => {
    const { body } = await providerCall<{ last_page: number; total: number }>('GET', '/searchProducts?search_query=garri&per_page=10&page=1');
    expect(body.last_page).toBeGreaterThanOrEqual(1);
    const response = await page.request.get(`/searchpage/garri?page=${body.last_page + 3}`, { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    await page.goto(`/searchpage/garri?page=${body.last_page + 3}`);
    await expect(page).toHaveURL(body.last_page > 1 ? new RegExp(`/searchpage/garri\\?page=${body.last_page}$`) : /\/searchpage\/garri$/);
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByText(/^\d+ products? found$/)).toBeVisible();

    await page.goto('/searchpage/zzqxnomatch?page=2');
    await expect(page).toHaveURL(/\/searchpage\/zzqxnomatch\?page=2$/);
    await expect(page.getByText('No products found. Please search for another product.')).toBeVisible();
  });

  test('Previous and Next keep the keyboard focus on the pager from page to page', async ({ page }) => {
    await page.goto('/searchpage/a');
    await whenScrollToTopMounted(page);
    const link = (name: string) => pager(page).getByRole('link', { name });
    await link('Next').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/searchpage\/a\?page=2$/);
    await expect(pager(page).getByText('Page 2')).toBeVisible();
    await expect(link('Next')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(link('Previous')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/searchpage\/a$/);
    await expect(pager(page).getByText('Page 1')).toBeVisible();
    // Previous is shown disabled on the first page: the way back, Next, has the focus.
    await expect(link('Next')).toBeFocused();
  });

  test('a term is cut to 100 characters and wraps in the heading; a blank one asks for a term', async ({ page }) => {
    const long = 'x'.repeat(150);
    const cut = 'x'.repeat(100);
    await page.goto(`/searchpage/${long}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search results for “${cut}”`);
    // No sideways scrolling: the heading wraps within the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    // The form sent before the page's scripts run, too.
    await page.goto(`/searchpage?search=${long}`);
    await expect(page).toHaveURL(new RegExp(`/searchpage/${cut}$`));
    await page.goto('/searchpage/%20%20');
    await expect(page).toHaveURL(/\/searchpage$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search products' })).toBeVisible();
  });

  test('the tab title and canonical address name the term the heading shows, percent signs and all', async ({ page }) => {
    for (const term of ['%41bc', 'rice%25', 'sweet potato', 'ẹ̀fọ́ 🌶']) {
      await page.goto(`/searchpage/${encodeURIComponent(term)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search results for “${term}”`);
      expect((await page.title()).split(' | ')[0]).toBe(`Search results for “${term}”`);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(decodeURIComponent(new URL(canonical!).pathname)).toBe(`/searchpage/${term}`);
    }
  });

  test('an address cannot search for control characters, nor turn the heading round with a direction override', async ({ page }) => {
    await page.goto('/searchpage/rice%00beans%0Aoil');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “rice beans oil”');
    expect((await page.title()).split(' | ')[0]).toBe('Search results for “rice beans oil”');

    // U+202E (right-to-left override) reverses every letter after it up to the paragraph's end,
    // the heading's closing quote included, unless the term is isolated from its surroundings.
    await page.goto(`/searchpage/${encodeURIComponent('\u202Eyam')}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toContainText('yam');
    const [termRight, closingQuoteLeft] = await heading.evaluate((element) => {
      const text = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const nodes: Text[] = [];
      while (text.nextNode()) nodes.push(text.currentNode as Text);
      const rect = (node: Text, start: number, end: number) => {
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, end);
        return range.getBoundingClientRect();
      };
      const term = nodes.find((node) => node.data.includes('yam'))!;
      const quote = nodes.findLast((node) => node.data.includes('”'))!;
      const at = quote.data.lastIndexOf('”');
      return [rect(term, 0, term.data.length).right, rect(quote, at, at + 1).left];
    });
    expect(closingQuoteLeft).toBeGreaterThanOrEqual(termRight - 1);
  });

  test('a term of dots alone is searched for, not taken for a path (/searchpage/.. is /)', async ({ page }) => {
    await page.goto('/searchpage');
    await whenScrollToTopMounted(page);
    const search = page.getByRole('search', { name: 'Search the marketplace' }).getByRole('searchbox');
    await search.fill('..');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/searchpage\?search=\.\.$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search results for “..”' })).toBeVisible();
    // Sent without the page's scripts, or opened from a link: the results are there, not sent round again.
    const response = await page.goto('/searchpage?search=.');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Search results for “.”' })).toBeVisible();
  });

  test('one page of results has the pager too, at Page 1 with Previous and Next disabled', async ({ page }) => {
    const product = (await everyProduct()).find((p) => p.is_active !== 0)!;
    await page.goto(`/searchpage/${encodeURIComponent(product.productId)}`);
    await expect(cards(page)).toHaveCount(1);
    await expect(pager(page).getByText('Page 1')).toBeVisible();
    for (const name of ['Previous', 'Next']) await expect(pager(page).getByRole('link', { name })).toHaveAttribute('aria-disabled', 'true');
  });

  test('says so when nothing matches', async ({ page }) => {
    await page.goto('/searchpage/zzqx-nothing-like-this');
    await expect(page.getByText('No products found. Please search for another product.')).toBeVisible();
    await expect(pager(page)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('listing pages', () => {
  // Once, the last rows of cards were drawn only as they neared the screen, shorter than the
  // height they held until then: a page scrolled straight to its pager (as a click does, or the
  // End key, or a return to where the buyer was) moved it up under the pointer, and a tap on Next
  // landed on the page's background.
  test('the pager stays where it is when the page is scrolled straight to it', async ({ page }) => {
    const category = await biggestCategory();
    for (const path of ['/allproduct', `/category/${category.categoryID}?catname=${encodeURIComponent(category.categoryName)}`, '/searchpage/a']) {
      await page.goto(path);
      await expect(cards(page).first()).toBeVisible();
      const moved = await pager(page).evaluate(async (nav) => {
        nav.scrollIntoView({ block: 'end', behavior: 'instant' });
        const before = nav.getBoundingClientRect().top;
        // Content coming near the screen is drawn in the frame after the one that finds it near.
        for (let frame = 0; frame < 3; frame++) await new Promise(requestAnimationFrame);
        return nav.getBoundingClientRect().top - before;
      });
      expect(moved, path).toBe(0);
    }
  });
});
