import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { demoBuyer, signIn } from './support/auth';
import { holdRequests } from './support/buying';
import { expectHeaderFitsNarrowScreens } from './support/header';
import { navigationProgress, recordNavigations } from './support/navigation';
import { whenScrollToTopMounted } from './support/scroll';
import { contrastWithWhite } from './support/contrast';
import { QUERY_LIBRARY } from './support/script-marks';

const isMobile = (name: string) => name === 'mobile';

/** Searches with the search page's own box (not the header's) and waits for the term's results. */
async function searchFromSearchPage(page: Page, term: string) {
  const search = page.getByRole('search', { name: 'Search the marketplace' }).getByRole('searchbox');
  await search.fill(term);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/searchpage/${term}$`));
  await expect(page.getByRole('heading', { name: `Search results for “${term}”` })).toBeVisible();
}

test.describe('header', () => {
  test('logo goes home and the search box has the spec text', async ({ page }, testInfo) => {
    await page.goto('/login');
    await page.getByRole('banner').getByRole('link', { name: /home$/ }).click();
    await expect(page).toHaveURL(/\/$/);
    if (!isMobile(testInfo.project.name)) {
      const search = page.getByRole('banner').getByRole('searchbox');
      await expect(search).toHaveAttribute('placeholder', 'Search');
      await expect(search).toHaveAttribute('required', '');
      await expect(search).toHaveAttribute('maxlength', '100');
      await expect(page.getByRole('banner').getByRole('button', { name: 'Search' })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Login/Sign up' })).toBeVisible();
  });

  test('a visitor who signed in from another tab finds the account in this one once back in it', async ({ page, context }) => {
    await page.goto('/about');
    const loginLink = page.getByRole('banner').getByRole('link', { name: 'Login/Sign up' });
    await expect(loginLink).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Back in the tab still a visitor: the session is read again, and the link stays, with no session
    // parts fetched for it (a link's prefetch may still bring another page's code meanwhile).
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    const sessionRead = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/session');
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await sessionRead;
    await page.waitForLoadState('networkidle');
    await expect(loginLink).toBeVisible();
    expect((await Promise.all(scripts)).filter((text) => text.includes(QUERY_LIBRARY)), 'scripts with the query library').toEqual([]);

    const other = await context.newPage();
    await signIn(other, demoBuyer);
    await other.close();
    // Playwright's pages are all shown at once: this is what the browser tells a tab brought back into view.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(page.getByRole('banner').getByRole('button', { name: /^Account/ })).toBeVisible();
    await expect(loginLink).toHaveCount(0);
  });

  test('search goes to the results page and clears the box; an empty search does nothing', async ({ page }, testInfo) => {
    test.skip(isMobile(testInfo.project.name), 'the mobile search overlay has its own test');
    await page.goto('/');
    // Before hydration the browser sends the form itself (the test below): the box would not clear.
    await whenScrollToTopMounted(page);
    const search = page.getByRole('banner').getByRole('searchbox');
    const navigations = recordNavigations(page);
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await search.fill('   ');
    await search.press('Enter');
    // A search that went out would have emptied the box at once, and set off its page's navigation.
    await expect(search).toHaveValue('   ');
    await page.waitForTimeout(500);
    expect(navigations).toEqual([]);
    await expect(page).toHaveURL(/\/$/);
    await search.fill('sweet potato');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/searchpage\/sweet%20potato$/);
    await expect(search).toHaveValue('');
  });

  test('what was typed in the box before the page ran its scripts is searched for', async ({ page }, testInfo) => {
    test.skip(isMobile(testInfo.project.name), 'the header box is hidden on small screens');
    const scripts = await holdRequests(page, /\/_next\/static\/chunks\//, 'GET');
    // Not until the load event, nor DOMContentLoaded: both wait for the held scripts.
    await page.goto('/about', { waitUntil: 'commit' });
    const search = page.getByRole('banner').getByRole('searchbox');
    await search.fill('cassava');
    scripts.release();
    await whenScrollToTopMounted(page);
    await search.press('Enter');
    await expect(page).toHaveURL(/\/searchpage\/cassava$/);
    await expect(search).toHaveValue('');
  });

  test('the search page has a search box of its own', async ({ page }) => {
    await page.goto('/searchpage');
    await whenScrollToTopMounted(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Search products' })).toBeVisible();
    await expect(page.getByRole('search', { name: 'Search the marketplace' }).getByRole('searchbox')).toHaveAttribute('maxlength', '100');
    await searchFromSearchPage(page, 'rice');
  });

  test('the skip link leads past the header, and what Tab reaches next is not hidden behind it', async ({ page }) => {
    // Each scroll is then over by the time its key press is.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/allproduct');
    await whenScrollToTopMounted(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
    await page.keyboard.press('Tab');
    const focused = page.getByRole('main').locator(':focus');
    await expect(focused).toHaveCount(1);
    // The page scrolled (the header sticks over it), so something under the header would be caught.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const headerBottom = await page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().bottom);
    expect(await focused.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThanOrEqual(headerBottom);
  });

  test.describe('before the page runs its scripts', () => {
    test.use({ javaScriptEnabled: false });

    test('a search still lands on its results; a blank one on the search page', async ({ page }, testInfo) => {
      test.skip(isMobile(testInfo.project.name), 'the header box is hidden on small screens (the next test)');
      await page.goto('/about');
      const search = page.getByRole('banner').getByRole('searchbox');
      await search.fill('sweet potato');
      await search.press('Enter');
      await expect(page).toHaveURL(/\/searchpage\/sweet%20potato$/);
      await expect(page.getByRole('heading', { name: 'Search results for “sweet potato”' })).toBeVisible();
      await expect(page.getByRole('link', { name: /sweet potato/i }).first()).toBeVisible();
      // `required` lets spaces through to the server, which has no term to look for.
      await search.fill('   ');
      await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/searchpage\?search=/);
      await expect(page.getByRole('heading', { level: 1, name: 'Search products' })).toBeVisible();
    });

    test('the small-screen search icon leads to a search box, in the place the script’s button takes', async ({ page, browser }, testInfo) => {
      test.skip(!isMobile(testInfo.project.name), 'small screens only');
      await page.goto('/about');
      const opener = page.getByRole('banner').getByRole('link', { name: 'Open search' });
      const box = await opener.boundingBox();
      await opener.click();
      await expect(page).toHaveURL(/\/searchpage$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Search products' })).toBeVisible();
      await searchFromSearchPage(page, 'yam');

      // Once the page runs, a button opens the search form where the link was: nothing moves.
      // The test's browser makes contexts with its options (the phone's), scripts off only if asked.
      const scripted = await browser.newContext({ javaScriptEnabled: true });
      try {
        const other = await scripted.newPage();
        await other.goto('/about');
        await whenScrollToTopMounted(other);
        const button = other.getByRole('banner').getByRole('button', { name: 'Open search' });
        expect(await button.boundingBox()).toEqual(box);
      } finally {
        await scripted.close();
      }
    });
  });

  test('the small-screen search form closes when the screen turns wide enough for the header’s own box', async ({ page }, testInfo) => {
    test.skip(!isMobile(testInfo.project.name), 'small screens only');
    await page.goto('/');
    await page.getByRole('button', { name: 'Open search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search products' });
    await expect(dialog).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 768 });
    // Hidden with its icon, the modal would leave the page behind it inert and unscrollable.
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('');
    await page.getByRole('banner').getByRole('searchbox').fill('rice');
    await expect(page.getByRole('banner').getByRole('searchbox')).toHaveValue('rice');
  });

  test('a search whose page is slow to come shows a progress bar and says Loading page until it is there', async ({ page }, testInfo) => {
    await page.goto('/');
    const held = await holdRequests(page, '**/searchpage/**', 'GET');
    const progress = navigationProgress(page);
    if (isMobile(testInfo.project.name)) {
      // The search dialog closes at once: the bar is not the form's.
      await page.getByRole('button', { name: 'Open search' }).click();
      await page.getByRole('dialog').getByRole('searchbox').fill('yam');
    } else {
      await page.getByRole('banner').getByRole('searchbox').fill('yam');
    }
    await page.keyboard.press('Enter');
    await expect(progress.bar).toBeVisible();
    await expect(progress.status).toHaveCount(1);
    await expect(page).toHaveURL(/\/$/);
    held.release();
    await expect(page).toHaveURL(/\/searchpage\/yam$/);
    await expect(progress.bar).toHaveCount(0);
    await expect(progress.status).toHaveCount(0);
  });

  test('on small screens the search icon opens a full-width form that locks scrolling', async ({ page }, testInfo) => {
    test.skip(!isMobile(testInfo.project.name), 'small screens only');
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('searchbox')).toBeHidden();
    await page.getByRole('button', { name: 'Open search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search products' });
    await expect(dialog).toBeVisible();
    // Full width: the form spans the screen but for the Close control beside it.
    const box = await dialog.getByRole('search').boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(300);
    // It covers the header, app banner above it included, rather than leaving a cut-off strip of it showing.
    const headerBottom = await page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().bottom);
    const panel = await dialog.getByRole('search').evaluate((form) => form.parentElement!.getBoundingClientRect().bottom);
    expect(headerBottom).toBeGreaterThan(64);
    expect(panel).toBeGreaterThanOrEqual(headerBottom);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    // The page behind is out of reach: Tab and Shift+Tab go through the form and its Close control,
    // and past them to the browser's own controls (nothing in the document), never behind.
    await expect(dialog.getByRole('searchbox')).toBeFocused();
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      const where = await dialog.evaluate((element) => (element.contains(document.activeElement) ? 'dialog' : document.activeElement === document.body ? 'none' : 'page'));
      expect(where, `after ${key}`).not.toBe('page');
    }
    await dialog.getByRole('button', { name: 'Close search' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open search' })).toBeFocused();
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('');

    // Escape closes it too, and the focus goes back to the icon.
    await page.getByRole('button', { name: 'Open search' }).click();
    await expect(dialog.getByRole('searchbox')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open search' })).toBeFocused();
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('');

    await page.getByRole('button', { name: 'Open search' }).click();
    await dialog.getByRole('searchbox').fill('ugwu');
    await dialog.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/searchpage\/ugwu$/);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open search' })).toBeFocused();
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('');
  });

  test('fits phones down to 320 px without sideways scrolling', async ({ page }) => {
    await page.goto('/about');
    await expectHeaderFitsNarrowScreens(page);
  });

  test('the app banner advertises the mobile app', async ({ page }) => {
    await page.goto('/');
    // Read once by screen readers; drawn twice in a strip that scrolls (the second copy follows the first).
    const message = page.getByText(/get the \w+ app on Google Play and the App Store/);
    await expect(message).toHaveCount(3);
    await expect(message.first()).toHaveClass(/sr-only/);
    await expect(message.nth(1)).toBeVisible();
    await expect(message.nth(1).locator('xpath=ancestor::*[@aria-hidden="true"]')).toHaveCount(1);
  });

  test('the app banner can be paused, by keyboard too, and stands still for people who ask for less motion', async ({ page }) => {
    await page.goto('/about');
    const strip = page.getByText(/get the \w+ app on Google Play/).nth(1).locator('xpath=ancestor::*[@aria-hidden="true"]');
    const motion = () => strip.evaluate((element) => getComputedStyle(element).animationPlayState);
    await expect.poll(motion).toBe('running');
    // Right after the skip link: a checkbox that pauses it.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const pause = page.getByRole('checkbox', { name: 'Pause the scrolling app banner' });
    await expect(pause).toBeFocused();
    await page.keyboard.press('Space');
    await expect(pause).toBeChecked();
    await expect.poll(motion).toBe('paused');
    await page.keyboard.press('Space');
    await expect.poll(motion).toBe('running');
    await expectNoAxeViolations(page);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(() => strip.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
    await expect(pause).toBeHidden();
  });
});

test.describe('form fields', () => {
  test("a text field's edge shows at 3:1 against white, and focused it has the site's ring, red when in error", async ({ page }) => {
    await page.goto('/login');
    const email = page.getByLabel('Email');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
    expect(await contrastWithWhite(email, 'border-top-color')).toBeGreaterThanOrEqual(3);
    await email.focus();
    await expect(email).toHaveCSS('outline-style', 'solid');
    await expect(email).toHaveCSS('outline-width', '2px');
    expect(await contrastWithWhite(email, 'outline-color')).toBeGreaterThanOrEqual(3);
    const ring = await email.evaluate((element) => getComputedStyle(element).outlineColor);

    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await email.focus();
    await expect(email).toHaveCSS('outline-style', 'solid');
    expect(await email.evaluate((element) => getComputedStyle(element).outlineColor)).not.toBe(ring);
    expect(await contrastWithWhite(email, 'outline-color')).toBeGreaterThanOrEqual(3);
  });
});

test.describe('footer', () => {
  test("a focused link's ring is white, which shows on the footer's dark green as the site's green ring does not", async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const name of ['FAQ', /Google Play/]) {
      const link = footer.getByRole('link', { name }).first();
      await link.focus();
      await expect(link).toHaveCSS('outline-color', 'rgb(255, 255, 255)');
      await expect(link).toHaveCSS('outline-style', 'solid');
    }
  });

  test('links every page the spec lists', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const hrefs = await footer.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    for (const expected of ['/', '/about', '/services/individuals', '/faq', '/privacy-policy', '/terms-of-service']) {
      expect(hrefs).toContain(expected);
    }
    expect(hrefs.filter((href) => href.startsWith('mailto:'))).toHaveLength(2);
    expect(hrefs.some((href) => href.includes('blog'))).toBe(true);
    for (const network of ['facebook.com', 'instagram.com', 'x.com', 'linkedin.com']) {
      expect(hrefs.some((href) => href.includes(network))).toBe(true);
    }
    await expect(footer.getByRole('link', { name: /Google Play/ })).toHaveAttribute('href', /play\.google\.com/);
    await expect(footer.getByRole('link', { name: /App Store/ })).toHaveAttribute('href', /apps\.apple\.com/);
    // In the spec's order: …/faq, contact, social profiles, the legal pages, support, the app stores.
    const at = (match: (href: string) => boolean) => hrefs.findIndex(match);
    const order = [
      at((href) => href === '/faq'),
      at((href) => href.startsWith('mailto:')),
      at((href) => href.includes('facebook.com')),
      at((href) => href === '/privacy-policy'),
      at((href) => href === '/terms-of-service'),
      hrefs.findLastIndex((href) => href.startsWith('mailto:')),
      at((href) => href.includes('play.google.com')),
    ];
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});

test.describe('pages that are not there', () => {
  test('an unknown route shows the not-found page with a way home', async ({ page }) => {
    const response = await page.goto('/no-such-page/at-all');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: "This Page doesn't exist" })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('other casings of the spec routes redirect permanently to one canonical form', async ({ request }) => {
    test.skip(test.info().project.name !== 'desktop', 'server output: checked once, on desktop');
    const cases: [string, string][] = [
      ['/AllProduct', '/allproduct'],
      ['/Category/AGC101?catname=Vegetables', '/category/AGC101?catname=Vegetables'],
      ['/Success?reference=ref_1&orderId=42', '/success?reference=ref_1&orderId=42'],
      ['/Orderdetails/1234567890', '/orderdetails/1234567890'],
      // Canonical product paths skip the proxy (proxy.ts's matcher); other casings must not.
      ['/Product/AGP1234567', '/product/AGP1234567'],
    ];
    for (const [from, to] of cases) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(308);
      const location = new URL(response.headers().location ?? '', 'http://localhost');
      expect(location.pathname + location.search, from).toBe(to);
    }
  });
});

test('pages of the shell have no accessibility violations', async ({ page }) => {
  // Six pages, each an axe run that took up to 15 s beside another worker (traced: 55 s for four of them).
  test.slow();
  // The home page has its own check (e2e/home.spec.ts).
  for (const path of ['/login', '/signup', '/verify-email', '/forgot-password', '/no-such-page', '/searchpage']) {
    await page.goto(path);
    await expectNoAxeViolations(page);
  }
});
