import { createHash } from 'node:crypto';
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { demoBuyer, signInWithForm } from './support/auth';
import { categories, everyProduct } from './support/catalogue';
import { whenScrollToTopMounted } from './support/scroll';

/**
 * Pages rendered per request (sign-in screens, search results, every signed-in screen, mistyped
 * content paths) carry a policy whose only inline scripts are those with a fresh nonce. The
 * prerendered catalogue and content pages, one cached HTML file for every visitor, carry next.config's
 * policy (with 'unsafe-inline') and a second one from the page cache that names each of Next's
 * inline scripts by its hash (lib/cache/script-hash-policy.mjs); a browser enforces both.
 */
const PER_REQUEST_PAGES = ['/login', '/signup', '/forgot-password', '/searchpage/rice', '/searchpage/garri%202.5kg', '/services/farmers'];
const SIGNED_IN_PAGES = ['/cart', '/wishlist', '/checkout', '/order', '/transaction', '/profile', '/support'];
const CACHED_PAGES = [
  '/',
  '/allproduct',
  '/allproduct?page=2',
  '/allcategory',
  '/about',
  '/faq',
  '/faq/product',
  '/privacy-policy',
  '/terms-of-service',
  '/services',
  '/services/company',
  '/product/AGP0000000', // not found: a cached 404 page
  '/no-such-page',
];

function scriptPolicy(csp: string | undefined): string {
  return /(?:^|;\s*)script-src ([^;]*)/.exec(csp ?? '')?.[1] ?? '';
}

/** The script-src of each Content-Security-Policy header of a response (a browser enforces them all). */
function scriptPolicies(response: APIResponse): string[] {
  return response
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === 'content-security-policy')
    .map(({ value }) => scriptPolicy(value));
}

/** The text of each inline script of `html` that a browser would run (not files, not JSON-LD). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\ssrc=/.test(attributes) && !/application\/ld\+json/.test(attributes))
    .map(([, , text = '']) => text);
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The cached pages, with a real product and category of the sandbox's catalogue. */
async function cachedPages(): Promise<string[]> {
  const [product] = await everyProduct();
  const [category] = await categories();
  return [...CACHED_PAGES, `/product/${product!.productId}`, `/category/${category!.categoryID}?catname=${encodeURIComponent(category!.categoryName)}`];
}

/** The nonce a page's policy names, after checking that every script in its HTML carries it. */
async function nonceOf(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(200);
  const policy = scriptPolicy(response.headers()['content-security-policy']);
  expect(policy, path).not.toContain("'unsafe-inline'");
  const nonce = /'nonce-([A-Za-z0-9+/=]{22,})'/.exec(policy)?.[1];
  expect(nonce, `${path}: a nonce in script-src`).toBeTruthy();
  const scripts = (await response.text()).match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length, path).toBeGreaterThan(0);
  for (const tag of scripts.filter((tag) => !tag.includes('application/ld+json'))) {
    expect(tag, path).toContain(`nonce="${nonce}"`);
  }
  return nonce!;
}

/** Markup an attacker would like to get into a page: an inline script and an event handler. */
const INJECTED_SCRIPT = "(window.__ran = window.__ran || []).push('inline script')";
const INJECTED =
  `<script>${INJECTED_SCRIPT}</script>` +
  '<img alt="" src="data:image/png;base64,AAAA" onerror="(window.__ran = window.__ran || []).push(\'event handler\')">';

/** Chromium's report of a refused script names the hash that would have allowed it; inline handlers have none. */
const refusedInjection = (message: string) => message.includes(sha256(INJECTED_SCRIPT).slice(1, -1)) || /inline event handler/i.test(message);

/**
 * Opens `path` with INJECTED added to its HTML on the way and returns what of it ran. The headers
 * are untouched, so the browser enforces our real policies on it as it would on a stored XSS,
 * unless `withoutPolicies`, which shows that the probe sees what runs where nothing stops it.
 */
async function openWithInjectedMarkup(page: Page, path: string, { withoutPolicies = false } = {}): Promise<string[]> {
  const pathname = new URL(path, 'http://x').pathname;
  // One function for route and unroute: unroute removes only the handlers of the matcher it is given.
  const isPage = (url: URL) => url.pathname === pathname;
  await page.route(isPage, async (route) => {
    // Only the document: the page's own fetches of its path (a link's RSC prefetch) pass as they are,
    // and are not left half-handled when the route is removed.
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const headers = response.headersArray().filter(({ name }) => !withoutPolicies || name.toLowerCase() !== 'content-security-policy');
    await route.fulfill({ status: response.status(), headers: mergeHeaders(headers), body: (await response.text()).replace('</body>', `${INJECTED}</body>`) });
  });
  await page.goto(path);
  await page.waitForTimeout(500); // the image's error event
  await page.unroute(isPage);
  return page.evaluate(() => (window as unknown as { __ran?: string[] }).__ran ?? []);
}

/**
 * Headers for route.fulfill, which takes one value per name: repeated headers joined the way HTTP
 * allows (a comma-separated Content-Security-Policy is one policy per part, each enforced).
 */
function mergeHeaders(headers: { name: string; value: string }[]): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const { name, value } of headers) {
    const key = name.toLowerCase();
    merged[key] = key in merged ? `${merged[key]}, ${value}` : value;
  }
  return merged;
}

/** Fails the test if the page's own scripts were blocked (a missing nonce would leave the page dead). */
function watchForBlockedScripts(page: Page): string[] {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  return blocked;
}

test('sign-in screens and search results allow only scripts that carry a fresh nonce', async ({ page, request }) => {
  for (const path of PER_REQUEST_PAGES) {
    const first = await nonceOf(request, path);
    expect(await nonceOf(request, path), `${path}: a new nonce per response`).not.toBe(first);
  }
  const blocked = watchForBlockedScripts(page);
  await page.goto('/searchpage/rice');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(blocked, 'the page\'s own scripts run').toEqual([]);
  expect(await openWithInjectedMarkup(page, '/searchpage/rice')).toEqual([]);
  expect(blocked.filter(refusedInjection).length, 'the injected markup was refused').toBeGreaterThan(0);
});

test('signed-in screens allow only scripts that carry a fresh nonce, and still work', async ({ page }) => {
  const blocked = watchForBlockedScripts(page);
  await signInWithForm(page, demoBuyer); // the login form works only once its scripts ran
  expect(blocked).toEqual([]);
  for (const path of SIGNED_IN_PAGES) await nonceOf(page.request, path);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Home', exact: true }).click(); // client navigation to the catalogue
  await expect(page.getByRole('region', { name: 'Hot Deals', exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL('/');
  expect(blocked, 'the page\'s own scripts run').toEqual([]);
  expect(await openWithInjectedMarkup(page, '/profile')).toEqual([]);
  expect(blocked.filter(refusedInjection).length, 'the injected markup was refused').toBeGreaterThan(0);
});

test("cached catalogue and content pages name each of Next's inline scripts by hash and allow no other", async ({ request }) => {
  test.skip(test.info().project.name !== 'desktop', 'server output: checked once, on desktop');
  for (const path of await cachedPages()) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect([200, 404], path).toContain(response.status());
    const hashed = scriptPolicies(response).filter((policy) => policy.includes("'sha256-"));
    expect(hashed, `${path}: one policy names scripts by hash`).toHaveLength(1);
    expect(hashed[0], path).not.toContain("'unsafe-inline'");
    const scripts = inlineScripts(await response.text());
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const script of scripts) expect(hashed[0], `${path}: ${script.slice(0, 60)}`).toContain(sha256(script));
  }
});

/** Fails unless the page hydrated (its inline payload ran): the footer's link then navigates without reloading it. */
async function expectClientNavigation(page: Page, from: string): Promise<void> {
  // Before hydration a click would be the browser's own navigation; a page whose scripts were
  // blocked never gets here.
  await whenScrollToTopMounted(page);
  await page.evaluate(() => ((window as unknown as { __samePage?: boolean }).__samePage = true));
  await page.getByRole('contentinfo').getByRole('link', { name: 'About us', exact: true }).click();
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage), `${from}: a client navigation`).toBe(true);
}

test('cached pages still work under their hash policy, and markup slipped into them runs nothing', async ({ page }) => {
  const blocked = watchForBlockedScripts(page);
  const [product] = await everyProduct();
  for (const path of ['/', `/product/${product!.productId}`, '/faq/product']) {
    await page.goto(path); // as served: next.config's policy and the hash policy, two headers
    await expectClientNavigation(page, path);
    expect(await openWithInjectedMarkup(page, path), path).toEqual([]);
    await expectClientNavigation(page, `${path} with injected markup`);
  }
  expect(blocked.filter(refusedInjection).length, 'the injected markup was refused').toBeGreaterThan(0);
  expect(blocked.filter((message) => !refusedInjection(message)), "the pages' own scripts run").toEqual([]);
});

test('the probe sees injected markup run where no policy stops it', async ({ page }) => {
  expect((await openWithInjectedMarkup(page, '/', { withoutPolicies: true })).sort()).toEqual(['event handler', 'inline script']);
});
