import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { storefrontUrl } from './support/env';

/**
 * A session cookie the server no longer opens (sealed with another SESSION_SECRET, cut short) gets
 * past the proxy, which only sees that there is one: every account screen then reads no buyer, and
 * must ask for a sign-in instead of waiting for one.
 */
test('account screens ask for a sign-in when the session cookie no longer opens, instead of loading for ever', async ({ page, context }) => {
  await context.addCookies([{ name: '__Host-agromarket_session', value: 'Fe26.2**not-a-seal', domain: new URL(storefrontUrl).hostname, path: '/', secure: true, httpOnly: true, sameSite: 'Lax' }]);
  for (const [path, action] of [
    ['/order', 'to see your orders'],
    ['/transaction', 'to see your transactions'],
    ['/orderdetails/1', 'to see this order'],
    ['/support', 'to see your support tickets'],
    ['/support/TKT00000001', 'to see this ticket'],
    ['/cart', 'to see your cart'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(`Your session has ended. Please sign in ${action}.`), path).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }), path).toHaveAttribute('href', `/login?next=${encodeURIComponent(path)}`);
  }
  // Nor a ticket form to type into for nothing: sending it would only lead to the sign-in page.
  await page.goto('/support');
  await expect(page.getByText('Your session has ended.')).toBeVisible();
  await expect(page.getByRole('button', { name: '+ Open a Support Ticket' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
