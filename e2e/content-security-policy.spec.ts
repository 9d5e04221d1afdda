import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { demoBuyer, signIn } from './support/auth';

/**
 * Pages rendered per request (sign-in screens, search results, every signed-in screen) carry a
 * policy whose only inline scripts are those with a fresh nonce; the prerendered catalogue keeps
 * 'unsafe-inline' (lib/security/headers.ts says why), which the last test uses to show the probe works.
 */
const PER_REQUEST_PAGES = ['/login', '/signup', '/forgot-password', '/searchpage/rice'];
const SIGNED_IN_PAGES = ['/cart', '/wishlist', '/checkout', '/order', '/transaction', '/profile', '/support'];

function scriptPolicy(csp: string | undefined): string {
  return /(?:^|;\s*)script-src ([^;]*)/.exec(csp ?? '')?.[1] ?? '';
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
const INJECTED =
  "<script>(window.__ran = window.__ran || []).push('inline script')</script>" +
  '<img alt="" src="data:image/png;base64,AAAA" onerror="(window.__ran = window.__ran || []).push(\'event handler\')">';

/**
 * Opens `path` with INJECTED added to its HTML on the way (headers untouched, so the browser
 * enforces our real policy on it, as it would on a stored XSS), and returns what of it ran.
 */
async function openWithInjectedMarkup(page: Page, path: string): Promise<string[]> {
  await page.route((url) => url.pathname === path, async (route) => {
    // Only the document: the page's own fetches of its path (a link's RSC prefetch) pass as they are,
    // and are not left half-handled when the route is removed.
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace('</body>', `${INJECTED}</body>`) });
  });
  await page.goto(path);
  await page.waitForTimeout(500); // the image's error event
  await page.unroute((url) => url.pathname === path);
  return page.evaluate(() => (window as unknown as { __ran?: string[] }).__ran ?? []);
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
});

test('signed-in screens allow only scripts that carry a fresh nonce, and still work', async ({ page }) => {
  const blocked = watchForBlockedScripts(page);
  await signIn(page, demoBuyer); // the login form works only once its scripts ran
  expect(blocked).toEqual([]);
  for (const path of SIGNED_IN_PAGES) await nonceOf(page.request, path);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Home', exact: true }).click(); // client navigation to the catalogue
  await expect(page.getByRole('region', { name: 'Hot Deals', exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL('/');
  expect(blocked, 'the page\'s own scripts run').toEqual([]);
  expect(await openWithInjectedMarkup(page, '/profile')).toEqual([]);
});

test('the probe sees injected scripts run where the policy allows them: the cached catalogue', async ({ page }) => {
  expect(scriptPolicy((await page.request.get('/')).headers()['content-security-policy'])).toContain("'unsafe-inline'");
  expect((await openWithInjectedMarkup(page, '/')).sort()).toEqual(['event handler', 'inline script']);
});
