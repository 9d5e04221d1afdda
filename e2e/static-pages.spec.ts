import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { holdRequests } from './support/buying';
import { expectBottomShadeUntilTheEnd } from './support/pixels';
import { whenScrollToTopMounted } from './support/scroll';

const PAGES: [path: string, heading: RegExp][] = [
  ['/about', /^About /],
  ['/faq', /^Frequently asked questions$/],
  ['/faq/getting-started', /^Getting Started$/],
  ['/faq/data-privacy', /^Data Privacy$/],
  ['/privacy-policy', /^Privacy policy$/],
  ['/terms-of-service', /^Terms of service$/],
  ['/services', /^Our services$/],
  ['/services/individuals', /for you and your family/],
  ['/services/company', /for your company/],
  ['/services/business', /agribusiness/],
];

const FAQ_CARDS: [title: string, path: string][] = [
  ['Getting Started', '/faq/getting-started'],
  ['Payment & Transactions', '/faq/payment-and-transactions'],
  ['Order & Tracking', '/faq/order-and-tracking'],
  ['Product', '/faq/product'],
  ['Community Guidelines', '/faq/community-guidelines'],
  ['Data Privacy', '/faq/data-privacy'],
];

const SELECT_SERVICE = 'Select a service category from the navigation above.';

/** The FAQ's questions: native <details> sharing a name, so they work before and without the page's scripts. */
const faqItems = (page: Page) => page.getByRole('main').locator('details');
const questionOf = (item: Locator) => item.locator('summary');
/** Located by attribute, not role: a closed item's answer is out of the accessibility tree. */
const answerOf = (item: Locator) => item.locator('[role="region"]');

const scrollTo = (page: Page, top: number) => page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);

/** Scrolls until the service bar is fixed: a scroll before hydration goes unnoticed by the bar. */
async function scrollUntilFixed(page: Page, top: number) {
  const nav = page.getByRole('navigation', { name: 'Services' });
  await expect(async () => {
    await scrollTo(page, top);
    await expect(nav).toHaveCSS('position', 'fixed', { timeout: 1_000 });
  }).toPass();
}

type ScrollLog = Window & { scrollLog?: number[] };

test.describe('content pages', () => {
  test('each page loads with its heading and a canonical link', async ({ page }) => {
    for (const [path, heading] of PAGES) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
    }
  });

  test('a page reloaded further down starts at the top again (spec: pages scroll to the top on load)', async ({ page }) => {
    // Where the page is at every frame from the start of each load.
    await page.addInitScript(() => {
      const seen = ((window as ScrollLog).scrollLog = [] as number[]);
      const sample = () => {
        seen.push(window.scrollY);
        if (seen.length < 120) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await page.goto('/terms-of-service');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Terms of service$/);
    await whenScrollToTopMounted(page);
    await scrollTo(page, 900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
    await page.reload();
    await expect.poll(() => page.evaluate(() => (window as ScrollLog).scrollLog?.length)).toBe(120);
    // The browser would put it back where it was, smoothly (seen: up to 517 px, and then the scroll
    // to the top, begun on the way, stopping at 10 px); it starts at the top and stays there.
    expect(Math.max(...(await page.evaluate(() => (window as ScrollLog).scrollLog ?? [])))).toBe(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  });

  // A page loaded afresh starts at the top by itself, or where its address points.
  test('a page opened at one of its sections stays there once its scripts run', async ({ page }) => {
    await page.goto('/terms-of-service#law');
    await whenScrollToTopMounted(page);
    await page.waitForTimeout(1_000); // time for a smooth scroll to the top, had one begun
    await expect(page.locator('#law')).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('a visitor who scrolls down while the scripts load is not taken back to the top', async ({ page }) => {
    const scripts = await holdRequests(page, /\/_next\/static\/chunks\//, 'GET');
    await page.goto('/terms-of-service', { waitUntil: 'commit' }); // the load events wait for the scripts
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await scrollTo(page, 900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
    scripts.release();
    await whenScrollToTopMounted(page);
    await page.waitForTimeout(1_000);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
  });

  test('the terms of service state every term of the spec', async ({ page }) => {
    await page.goto('/terms-of-service');
    const terms = page.getByRole('main');
    for (const statement of [
      /at least 18 years old/,
      /by electronic means through a card payment provider/,
      /Payments are non-refundable/,
      /Delivery fees are included in your payment/,
      /service commission of 8% per product sold/,
      /reviewed every 3 months/,
      /discussion for 15 business days/,
      /mediation for 20 business days/,
      /a Nigerian court/,
    ]) {
      await expect(terms.getByText(statement).first(), String(statement)).toBeVisible();
    }
  });

  test('the privacy policy names the Nigeria Data Protection Act and its one cookie', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('main').getByText(/Nigeria Data Protection Act 2023/).first()).toBeVisible();
    await expect(page.getByRole('main').getByText(/We use a single cookie/)).toBeVisible();
  });
});

test.describe('FAQ', () => {
  test('shows the six category cards, each linking to its page', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('main').locator('a[href^="/faq/"]')).toHaveCount(6);
    for (const [title, path] of FAQ_CARDS) {
      await expect(page.getByRole('main').getByRole('link', { name: title, exact: true })).toHaveAttribute('href', path);
    }
    await page.getByRole('link', { name: 'Order & Tracking', exact: true }).click();
    await expect(page).toHaveURL(/\/faq\/order-and-tracking$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order & Tracking');
  });

  test('matches a category case-insensitively and by its title', async ({ page }) => {
    const spellings: [typed: string, canonical: string, title: string][] = [
      ['/faq/Getting-Started', '/faq/getting-started', 'Getting Started'],
      ['/faq/PAYMENT-AND-TRANSACTIONS', '/faq/payment-and-transactions', 'Payment & Transactions'],
      ['/faq/Data%20Privacy', '/faq/data-privacy', 'Data Privacy'],
      ['/FAQ/product', '/faq/product', 'Product'],
    ];
    for (const [typed, canonical, title] of spellings) {
      await page.goto(typed);
      await expect(page, typed).toHaveURL(new RegExp(`${canonical}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    }
  });

  test('another spelling redirects permanently and is not cached', async ({ request }) => {
    test.skip(test.info().project.name !== 'desktop', 'server output: checked once, on desktop');
    const response = await request.get('/faq/Getting-Started', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toMatch(/^(http:\/\/[^/]+)?\/faq\/getting-started$/);
    expect(response.headers()['cache-control']).toContain('no-store');
  });

  test('an unknown category is not found', async ({ page }) => {
    for (const path of ['/faq/shipping-rates', '/faq/getting-started/more']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: "This Page doesn't exist" })).toBeVisible();
    }
  });

  test('the accordion opens one answer at a time and closes the open one on click', async ({ page }) => {
    await page.goto('/faq/payment-and-transactions');
    const items = faqItems(page);
    expect(await items.count()).toBeGreaterThanOrEqual(5);
    const [first, second] = [items.nth(0), items.nth(1)];

    await expect(answerOf(first)).toBeHidden();
    await questionOf(first).click();
    await expect(answerOf(first)).toBeVisible();
    await expect(first.getByRole('region')).toHaveAccessibleName(await questionOf(first).innerText());

    await questionOf(second).click();
    await expect(answerOf(second)).toBeVisible();
    await expect(answerOf(first)).toBeHidden();

    await questionOf(second).click();
    await expect(answerOf(second)).toBeHidden();
    await expect(page.getByRole('main').locator('details[open]')).toHaveCount(0);

    await questionOf(first).focus();
    await page.keyboard.press('Enter');
    await expect(answerOf(first)).toBeVisible();
    await page.keyboard.press('Space');
    await expect(answerOf(first)).toBeHidden();
  });

  test('the answers open, one at a time, without the page\'s scripts', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/faq/order-and-tracking');
    const [first, second] = [faqItems(page).nth(0), faqItems(page).nth(1)];
    await questionOf(first).click();
    await expect(answerOf(first)).toBeVisible();
    await questionOf(second).click();
    await expect(answerOf(second)).toBeVisible();
    await expect(answerOf(first)).toBeHidden();
    await context.close();
  });

  test('an answer is at most 200 px high and scrolls inside', async ({ page }) => {
    await page.goto('/faq/order-and-tracking');
    await page.getByRole('main').locator('summary', { hasText: 'What do the order statuses mean?' }).click();
    const answer = page.getByRole('region', { name: 'What do the order statuses mean?' });
    await expect(answer).toBeVisible();
    await expect(answer).toHaveCSS('max-height', '200px');
    await expect(answer).toHaveCSS('overflow-y', 'auto');
    expect((await answer.boundingBox())?.height ?? 0).toBeLessThanOrEqual(200);

    // The rest of the answer is below: a shade along the bottom edge says so, until the end is in view.
    await expectBottomShadeUntilTheEnd(answer);
  });
});

test.describe('services', () => {
  test('the service bar links the three services and marks the current one', async ({ page }) => {
    await page.goto('/services/company');
    const nav = page.getByRole('navigation', { name: 'Services' });
    const links: [name: string, href: string][] = [
      ['Individuals', '/services/individuals'],
      ['Company', '/services/company'],
      ['Business', '/services/business'],
    ];
    for (const [name, href] of links) {
      await expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: 'Company' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Business' }).click();
    await expect(page).toHaveURL(/\/services\/business$/);
  });

  test('the service bar becomes fixed after 80 px of scrolling, 60 px at 500 px wide or narrower', async ({ page }, testInfo) => {
    const threshold = testInfo.project.name === 'mobile' ? 60 : 80;
    expect(page.viewportSize()!.width <= 500).toBe(threshold === 60);
    await page.goto('/services/individuals');
    const nav = page.getByRole('navigation', { name: 'Services' });
    const heading = page.getByRole('heading', { level: 1 });
    const headingTop = () => heading.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);

    await expect(nav).toHaveCSS('position', 'static');
    const before = await headingTop();
    await scrollUntilFixed(page, threshold + 5);
    await expect(nav).toBeInViewport();
    // The bar's place is kept, so the page does not jump when it leaves the flow.
    expect(await headingTop()).toBeCloseTo(before, 0);
    await scrollTo(page, threshold - 5);
    await expect(nav).toHaveCSS('position', 'static');
    await scrollTo(page, threshold + 1);
    await expect(nav).toHaveCSS('position', 'fixed');
    await scrollTo(page, 0);
    await expect(nav).toHaveCSS('position', 'static');
  });

  test('the 60 px threshold applies at 500 px wide and not at 501 px', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', 'the widths are set here');
    for (const [width, threshold] of [[500, 60], [501, 80]] as const) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/services/individuals');
      const nav = page.getByRole('navigation', { name: 'Services' });
      await scrollUntilFixed(page, 85);
      await scrollTo(page, 70);
      await expect(nav, `${width} px wide, 70 px down`).toHaveCSS('position', threshold === 60 ? 'fixed' : 'static');
      await scrollTo(page, threshold + 1);
      await expect(nav, `${width} px wide, ${threshold + 1} px down`).toHaveCSS('position', 'fixed');
      await scrollTo(page, threshold - 1);
      await expect(nav, `${width} px wide, ${threshold - 1} px down`).toHaveCSS('position', 'static');
    }
  });

  test('a control scrolled to the top edge stops below the pinned service bar, not under it', async ({ page }) => {
    await page.goto('/services/individuals');
    const nav = page.getByRole('navigation', { name: 'Services' });
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await expect(nav).toHaveCSS('position', 'fixed');
    // Where a browser that aligns a focused control to the top (scroll-padding's edge) brings it;
    // Chromium's own focus scrolling centres it instead, so it is asked for directly.
    const target = page.getByRole('main').getByRole('link', { name: 'Start shopping' });
    await target.evaluate((element) => element.scrollIntoView({ block: 'start', behavior: 'instant' }));
    await expect(nav).toHaveCSS('position', 'fixed');
    await expect.poll(() => target.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThanOrEqual(
      await nav.evaluate((element) => element.getBoundingClientRect().bottom),
    );
  });

  test('any other service path asks to choose a service, and is not cached', async ({ page }) => {
    for (const path of ['/services/farmers', '/services/some/deeper/path']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(response?.headers()['cache-control'], path).toContain('no-store');
      await expect(page.getByText(SELECT_SERVICE)).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Services' }).getByRole('link')).toHaveCount(3);
    }
  });

  test('another casing of a service goes to its page', async ({ page }) => {
    await page.goto('/services/Company');
    await expect(page).toHaveURL(/\/services\/company$/);
  });
});

test('content pages have no accessibility violations', async ({ page }) => {
  test.slow();
  for (const [path] of PAGES) {
    await page.goto(path);
    if (path.startsWith('/faq/')) await questionOf(faqItems(page).first()).click();
    await expectNoAxeViolations(page);
  }
  await page.goto('/services/farmers');
  await expectNoAxeViolations(page);
  await page.goto('/services/individuals');
  await scrollUntilFixed(page, 300);
  await expectNoAxeViolations(page);
});
