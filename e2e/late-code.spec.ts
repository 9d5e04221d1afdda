import { expect, test } from './support/test';
import { anInStockProductId } from './support/provider-api';
import { storefrontUrl } from './support/env';
import { demoBuyer, signIn } from './support/auth';

// Code a page loads after it is drawn (a buyer's header links and buying controls, the gallery's
// lightbox, the toasts) can meet a lost connection. The page stays as drawn, and that code comes
// once the connection is back. Before, the failed import reached the root error boundary: the
// whole page, header included, gave way to 'Unexpected Application Error!'.

test('scripts that fail after the page is drawn are fetched again, and the page never gives way to the error screen', async ({ page }) => {
  // Signed in: a visitor's page loads none of the session's code (lib/client/session-kind.ts).
  await signIn(page, demoBuyer);
  const path = `/product/${await anInStockProductId()}`;
  // The scripts the page's HTML names load; the ones it fetches later fail, until the connection returns.
  const html = await (await fetch(`${storefrontUrl}${path}`)).text();
  const named = new Set([...html.matchAll(/\/_next\/static\/chunks\/[^"'\s]+/g)].map((match) => match[0]));
  let cutOff = true;
  let failed = 0;
  await page.route('**/_next/static/chunks/**', (route) => {
    if (!cutOff || named.has(new URL(route.request().url()).pathname)) return route.continue();
    failed += 1;
    return route.abort('internetdisconnected');
  });
  await page.goto(path);
  await expect.poll(() => failed).toBeGreaterThan(0);
  // Longer than the first try again (1 s), so that one fails too.
  await page.waitForTimeout(1_500);
  await expect(page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();

  cutOff = false;
  await expect(page.getByRole('banner').getByRole('button', { name: /^Account/ })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toHaveCount(0);
});
