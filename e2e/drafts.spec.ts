import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn, signInHere, type Credentials } from './support/auth';
import { freshBuyer, providerCall, providerToken } from './support/provider-api';
import { replyToTicket } from './support/sandbox';

// What a buyer types and has not sent yet survives a reload and a session that ends mid-way
// (lib/client/drafts.ts), is theirs alone, and is forgotten when they sign out.
test.slow();

const modal = (page: Page) => page.getByRole('dialog');
const openButton = (page: Page) => page.getByRole('button', { name: '+ Open a Support Ticket' });
const replyBox = (page: Page) => page.getByRole('textbox', { name: 'Your reply' });
const LOADED = { timeout: 15_000 };

const TICKET = { subject: 'Crates of tomatoes came crushed', description: 'Two of five crates were crushed on arrival.\nPhotos on request.' };

async function typeTicket(page: Page) {
  await page.goto('/support');
  await openButton(page).click();
  await modal(page).getByLabel('Subject').fill(TICKET.subject);
  await modal(page).getByLabel('Category').selectOption('shipping');
  await modal(page).getByLabel('Priority').selectOption('high');
  await modal(page).getByLabel('Description').fill(TICKET.description);
}

async function expectTicketForm(page: Page, expected: { subject: string; category: string; priority: string; description: string }) {
  await openButton(page).click();
  await expect(modal(page).getByLabel('Subject')).toHaveValue(expected.subject);
  await expect(modal(page).getByLabel('Category')).toHaveValue(expected.category);
  await expect(modal(page).getByLabel('Priority')).toHaveValue(expected.priority);
  await expect(modal(page).getByLabel('Description')).toHaveValue(expected.description);
}

const SESSION_ENDED = 'Your session has ended. Please sign in again to continue.';

const TYPED = { ...TICKET, category: 'shipping', priority: 'high' };
const EMPTY = { subject: '', category: '', priority: '', description: '' };

/** Ends the session the way signing out in another tab does: the next call is answered 401. */
async function endSession(page: Page) {
  await page.context().clearCookies();
}

/**
 * Ends the session (as endSession) just as the page posts to `path`, which is then answered 401.
 * Ended before the click, it could end for some other call first (the header's badges, loaded after
 * the page, go out when they come), and the buyer was sent to sign in before the test clicked Send.
 */
async function endSessionAsItPosts(page: Page, path: string) {
  let ended = false;
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (ended || route.request().method() !== 'POST') return route.fallback();
      ended = true;
      await endSession(page);
      const headers = await route.request().allHeaders();
      delete headers.cookie;
      const response = await route.fetch({ headers });
      expect(response.status(), `POST ${path} once the session has ended`).toBe(401);
      await route.fulfill({ response });
    },
  );
}

async function ticketCount(buyer: Credentials): Promise<number> {
  const { status, body } = await providerCall<{ data?: unknown[] }>('GET', '/getUserTickets', { token: await providerToken(buyer) });
  return status === 404 ? 0 : (body.data?.length ?? 0);
}

test('a ticket typed as the session ends is there again once the buyer signs back in, and gone after signing out', async ({ page }) => {
  const buyer = await freshBuyer('drafts');
  await signIn(page, buyer);
  await typeTicket(page);
  await endSessionAsItPosts(page, '/api/tickets');
  await modal(page).getByRole('button', { name: 'Submit Ticket' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fsupport$/, LOADED);
  // The buyer is told why they are asked to sign in in the middle of a ticket.
  await expect(page.getByRole('status').filter({ hasText: SESSION_ENDED })).toBeVisible();
  expect(await ticketCount(buyer)).toBe(0);

  await signInHere(page, buyer);
  await page.waitForURL((url) => url.pathname === '/support');
  await expectTicketForm(page, TYPED);

  // Signing out on purpose leaves nothing behind for the next person at this browser.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Account/ }).click();
  await page.getByRole('button', { name: 'Logout', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/, LOADED);
  // Signing out is no session that ended: nothing says it did. A notice is in the tab's storage until
  // the page has hydrated and on the page from then on, so the storage is looked at first.
  expect(await page.evaluate(() => window.sessionStorage.getItem('page-notice'))).toBeNull();
  await expect(page.getByText(SESSION_ENDED)).toHaveCount(0);
  await signInHere(page, buyer);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto('/support');
  await expectTicketForm(page, EMPTY);
});

test('a sign-out that does not get through says so, and the buyer stays signed in with what they typed', async ({ page }) => {
  const buyer = await freshBuyer('drafts-signout');
  await signIn(page, buyer);
  await typeTicket(page);
  await page.keyboard.press('Escape');
  const logout = '**/api/auth/logout';
  await page.route(logout, (route) => route.abort('internetdisconnected'));
  const signOut = async () => {
    await page.getByRole('button', { name: /^Account/ }).click();
    await page.getByRole('button', { name: 'Logout', exact: true }).click();
  };

  await signOut();
  await expect(page.getByText('We could not sign you out. Check your connection and try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/support$/);
  expect(await (await page.request.get('/api/session')).json()).toMatchObject({ signedIn: true });
  await expectTicketForm(page, TYPED);

  await page.keyboard.press('Escape');
  await page.unroute(logout);
  await signOut();
  await expect(page).toHaveURL(/\/login$/, LOADED);
  expect(await (await page.request.get('/api/session')).json()).toEqual({ signedIn: false });
});

test('a ticket created after the buyer has left the page is not back as a draft; one that fails is', async ({ page }) => {
  const buyer = await freshBuyer('drafts-left');
  await signIn(page, buyer);
  // Reached by the account menu, so Back is the app's own navigation and the request goes on.
  const toSupport = async () => {
    await page.goto('/cart');
    await page.getByRole('button', { name: /^Account/ }).click();
    await page.getByRole('link', { name: 'Support', exact: true }).click();
    await expect(openButton(page)).toBeEnabled(LOADED);
  };
  const typeAndLeave = async (answer: (route: Route) => Promise<void>) => {
    await toSupport();
    await openButton(page).click();
    await modal(page).getByLabel('Subject').fill(TICKET.subject);
    await modal(page).getByLabel('Category').selectOption('shipping');
    await modal(page).getByLabel('Priority').selectOption('high');
    await modal(page).getByLabel('Description').fill(TICKET.description);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const answered = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/tickets');
    await page.route('**/api/tickets', async (route) => (route.request().method() === 'POST' ? (await gate, answer(route)) : route.fallback()));
    await modal(page).getByRole('button', { name: 'Submit Ticket' }).click();
    await page.goBack();
    await expect(page).toHaveURL(/\/cart$/);
    release();
    await answered;
    await page.unroute('**/api/tickets');
  };

  await typeAndLeave((route) => route.fulfill({ status: 503, json: { message: 'The marketplace service is unavailable.' } }));
  await toSupport();
  await expectTicketForm(page, TYPED);

  await page.keyboard.press('Escape');
  await typeAndLeave((route) => route.fallback());
  await expect.poll(() => ticketCount(buyer)).toBe(1);
  // The answer is handled in the page after it arrives: the next load must not come before that.
  await expect.poll(() => page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.endsWith(':ticket')))).toEqual([]);
  await toSupport();
  await expectTicketForm(page, EMPTY);
});

test('another buyer signing in on the same tab never sees what the last one typed', async ({ page }) => {
  const [first, second] = await Promise.all([freshBuyer('drafts-a'), freshBuyer('drafts-b')]);
  await signIn(page, first);
  await typeTicket(page);
  await endSession(page);
  await page.reload();
  await expect(page).toHaveURL(/\/login\?next=%2Fsupport$/, LOADED);

  await signInHere(page, second);
  await page.waitForURL((url) => url.pathname === '/support');
  await expectTicketForm(page, EMPTY);
  const stored = await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.includes(':draft:')));
  expect(stored).toEqual([]);
});

test('a reply survives a reload, and a session that ends as it is sent', async ({ page }) => {
  const buyer = await freshBuyer('drafts-reply');
  await signIn(page, buyer);
  const token = await providerToken(buyer);
  const { body } = await providerCall<{ data: { ticket_id: string } }>('POST', '/createTicket', {
    token,
    body: { subject: 'Cocoa beans weight', category: 'order', priority: 'low', description: 'The bag weighed 48 kg, not 50.' },
  });
  const ticketId = body.data.ticket_id;
  await replyToTicket(ticketId, 'We will weigh the next bag before it leaves.');

  await page.goto(`/support/${ticketId}`);
  await replyBox(page).fill('Thank you. Please send');
  await page.reload();
  await expect(replyBox(page)).toHaveValue('Thank you. Please send', LOADED);
  await replyBox(page).fill('Thank you. Please send a receipt too.');

  await endSessionAsItPosts(page, `/api/tickets/${ticketId}/replies`);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?next=%2Fsupport%2F${ticketId}$`), LOADED);
  await signInHere(page, buyer);
  await page.waitForURL((url) => url.pathname === `/support/${ticketId}`);
  await expect(replyBox(page)).toHaveValue('Thank you. Please send a receipt too.', LOADED);

  // Sent, the reply leaves the box empty for good.
  await page.getByRole('button', { name: 'Send' }).click();
  const sent = page.getByRole('log', { name: 'Conversation' }).getByRole('listitem').filter({ hasText: 'Thank you. Please send a receipt too.' });
  await expect(sent).toBeVisible();
  await expect(replyBox(page)).toHaveValue('');
  // Shown at once, it is in once the provider has answered (a slow answer could still send it back to the box).
  await expect(sent).not.toContainText('Sending…', LOADED);
  await expect(replyBox(page)).toHaveValue('');
  await page.reload();
  await expect(page.getByRole('log', { name: 'Conversation' }).getByRole('listitem')).toHaveCount(3, LOADED);
  await expect(replyBox(page)).toHaveValue('');
});
