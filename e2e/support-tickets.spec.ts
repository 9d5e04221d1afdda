import { expect as baseExpect, type Locator, type Page, type Route } from '@playwright/test';
import { test } from './support/test';
import { signIn, type Credentials } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { recordLayoutShifts } from './support/layout-shifts';
import { expectRowsAsCards, isPhone } from './support/orders';
import { CHANGE_TIMEOUT, freshBuyer, freshCompanyBuyer, providerCall, providerToken } from './support/provider-api';
import { replyToTicket, setTicketStatus } from './support/sandbox';
import { QUERY_STALE_MS } from '../lib/client/stale-time';

/** Issue 6, part 2: /support (Support History, the ticket view, the create-ticket modal). */

// Each test signs a new buyer up and walks a whole conversation: on the shared 2-core machine that
// takes longer than the default allowance, and one answer can take more than 5 s.
test.slow();
const expect = baseExpect.configure({ timeout: 10_000 });

interface ProviderTicket {
  ticket_id: string;
  subject: string;
  category: string;
  priority: string;
  status: string;
  description: string;
  replies?: { sender_type: string; sender_name: string; message: string }[];
}

const BUYERS = [
  ['individual', () => freshBuyer('support')],
  ['company', () => freshCompanyBuyer('support-co')],
] as const;

const OFFLINE = 'You are offline. Please check your internet connection.';

async function providerTickets(token: string): Promise<ProviderTicket[]> {
  const { status, body } = await providerCall<{ data: ProviderTicket[] }>('GET', '/getUserTickets', { token });
  expect(status).toBe(200);
  return body.data;
}

async function providerTicket(token: string, ticketId: string): Promise<ProviderTicket> {
  const { status, body } = await providerCall<{ data: { ticket: ProviderTicket } }>('GET', `/getTicketDetails/${ticketId}`, { token });
  expect(status).toBe(200);
  return body.data.ticket;
}

/** A ticket opened straight through the sandbox's API, for tests whose subject is not the form. */
async function openTicket(token: string, subject: string, description = 'My order of yams arrived two days late.'): Promise<string> {
  const { status, body } = await providerCall<{ data: { ticket_id: string } }>('POST', '/createTicket', {
    token,
    body: { subject, category: 'shipping', priority: 'medium', description },
  });
  expect(status).toBe(201);
  return body.data.ticket_id;
}

async function signedInBuyer(page: Page, make: () => Promise<Credentials>): Promise<string> {
  const buyer = await make();
  await signIn(page, buyer);
  return providerToken(buyer);
}

/** Holds matching requests until `release()` is called, then lets `answer` deal with them. */
function holdRequests(answer: (route: Route) => Promise<void>) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { release, handler: async (route: Route) => (await released, answer(route)) };
}

const modal = (page: Page) => page.getByRole('dialog');
const openButton = (page: Page) => page.getByRole('button', { name: '+ Open a Support Ticket' });
const ticketsTable = (page: Page) => page.getByRole('table', { name: 'Support tickets' });
const replyBox = (page: Page) => page.getByRole('textbox', { name: 'Your reply', exact: true });

async function fillTicket(dialog: Locator, ticket: { subject: string; category: string; priority: string; description: string }) {
  await dialog.getByLabel('Subject').fill(ticket.subject);
  await dialog.getByLabel('Category').selectOption(ticket.category);
  await dialog.getByLabel('Priority').selectOption(ticket.priority);
  await dialog.getByLabel('Description').fill(ticket.description);
}

for (const [kind, make] of BUYERS) {
  test(`a ${kind} buyer opens a ticket: required fields, success dialog with the new ID, list refreshed`, async ({ page }) => {
    const token = await signedInBuyer(page, make);
    await page.goto('/support');
    await expect(page.getByRole('heading', { level: 1, name: 'Support History' })).toBeVisible();
    await expect(page.getByText('No support tickets found.')).toBeVisible();
    await expectNoAxeViolations(page);

    await openButton(page).click();
    const dialog = modal(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleName('Open a Support Ticket');
    await expectNoAxeViolations(page);

    // Escape closes it and focus goes back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(openButton(page)).toBeFocused();

    // Every field is required; the errors sit at their fields and nothing is sent.
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/tickets') posts += 1;
    });
    await openButton(page).click();
    await dialog.getByRole('button', { name: 'Submit Ticket' }).click();
    await expect(dialog.getByLabel('Subject')).toHaveAccessibleDescription('Subject is required');
    await expect(dialog.getByLabel('Category')).toHaveAccessibleDescription('Choose a category');
    await expect(dialog.getByLabel('Priority')).toHaveAccessibleDescription('Choose a priority');
    await expect(dialog.getByLabel('Description')).toHaveAccessibleDescription('Description is required');
    await expect(dialog.getByLabel('Subject')).toBeFocused();
    await expect(dialog.getByLabel('Category').locator('option')).toHaveText([
      'Select a category',
      'Billing',
      'Technical',
      'Shipping',
      'General',
      'Product',
      'Order',
      'Account',
      'Others',
    ]);
    await expect(dialog.getByLabel('Priority').locator('option')).toHaveText(['Select a priority', 'Low', 'Medium', 'High']);
    // Spaces alone are not a subject.
    await dialog.getByLabel('Subject').fill('   ');
    await dialog.getByRole('button', { name: 'Submit Ticket' }).click();
    await expect(dialog.getByLabel('Subject')).toHaveAccessibleDescription('Subject is required');
    expect(posts).toBe(0);
    expect(await providerTickets(token)).toEqual([]);

    const subject = `Missing bag of ${kind} cassava`;
    await fillTicket(dialog, { subject, category: 'order', priority: 'high', description: 'One of the three bags never arrived.\nPlease check.' });
    await dialog.getByRole('button', { name: 'Submit Ticket' }).click();

    await expect(dialog).toHaveAccessibleName('Success!');
    await expect(dialog.getByText('Ticket Submitted Successfully!')).toBeVisible();
    await expect(dialog.getByText('Your support ticket has been created and our team will get back to you soon.')).toBeVisible();
    await expect(dialog.getByLabel('Subject')).toBeHidden();
    const idText = await dialog.getByText(/^Ticket ID: TKT\d{8}$/).textContent();
    const ticketId = idText!.replace('Ticket ID: ', '');
    // OK takes the focus and reads the outcome with it.
    const ok = dialog.getByRole('button', { name: 'OK' });
    await expect(ok).toBeFocused();
    await expect(ok).toHaveAccessibleDescription(`Ticket Submitted Successfully! Your support ticket has been created and our team will get back to you soon. ${idText}`);
    await expectNoAxeViolations(page);

    const [created] = await providerTickets(token);
    expect(created).toMatchObject({ ticket_id: ticketId, subject, category: 'order', priority: 'high', status: 'open' });
    expect(created?.description).toBe('One of the three bags never arrived.\nPlease check.');

    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    await expect(openButton(page)).toBeFocused();
    const row = ticketsTable(page).getByRole('row').filter({ hasText: ticketId });
    await expect(row.getByRole('cell')).toHaveText([ticketId, subject, 'Order', 'High', 'Open', 'Just now']);
    expect(await ticketsTable(page).getByRole('columnheader').allTextContents()).toEqual(['Ticket ID', 'Subject', 'Category', 'Priority', 'Status', 'Created At']);
    await expect(page.getByText('No support tickets found.')).toBeHidden();
    if (isPhone(page)) await expectRowsAsCards(page, 'Support tickets');

    // The next ticket starts from an empty form.
    await openButton(page).click();
    await expect(dialog.getByLabel('Subject')).toHaveValue('');
    await expect(dialog.getByLabel('Category')).toHaveValue('');
  });

  test(`a ${kind} buyer's failed submission shows the error dialog and Try Again keeps what was typed`, async ({ page }) => {
    const token = await signedInBuyer(page, make);
    await page.goto('/support');
    await expect(page.getByText('No support tickets found.')).toBeVisible();

    const held = holdRequests((route) => route.fulfill({ status: 500, json: { message: 'The support desk is unavailable.' } }));
    await page.route('**/api/tickets', (route) => (route.request().method() === 'POST' ? held.handler(route) : route.fallback()));

    await openButton(page).click();
    const dialog = modal(page);
    const ticket = { subject: 'Refund for spoilt tomatoes', category: 'billing', priority: 'low', description: 'Half the crate was spoilt.' };
    await fillTicket(dialog, ticket);
    await dialog.getByRole('button', { name: 'Submit Ticket' }).click();
    // While submitting, the button cannot be pressed again, nor the dialog closed: not even by a
    // second Escape, which Chromium does not let a page refuse.
    await expect(dialog.getByRole('button', { name: 'Submitting…' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    held.release();

    await expect(dialog).toHaveAccessibleName('Error!');
    await expect(dialog.getByText('Submission Failed')).toBeVisible();
    await expect(dialog.getByText('The support desk is unavailable.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Try Again' })).toHaveAccessibleDescription('Submission Failed The support desk is unavailable.');
    await expect(dialog.getByLabel('Subject')).toBeHidden();
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Try Again' }).click();
    await expect(dialog).toHaveAccessibleName('Open a Support Ticket');
    await expect(dialog.getByLabel('Subject')).toHaveValue(ticket.subject);
    await expect(dialog.getByLabel('Category')).toHaveValue(ticket.category);
    await expect(dialog.getByLabel('Priority')).toHaveValue(ticket.priority);
    await expect(dialog.getByLabel('Description')).toHaveValue(ticket.description);
    await expect(dialog.getByRole('button', { name: 'Submit Ticket' })).toBeFocused();

    // A connection that drops gives the spec's network message.
    await page.unroute('**/api/tickets');
    await page.route('**/api/tickets', (route) => (route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback()));
    await dialog.getByRole('button', { name: 'Submit Ticket' }).click();
    await expect(dialog.getByText('Network error. Please check your connection and try again.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Try Again' }).click();

    // An answer that gives no reason (a proxy's error page) gives the spec's fallback.
    await page.unroute('**/api/tickets');
    const errorPage = { status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' };
    await page.route('**/api/tickets', (route) => (route.request().method() === 'POST' ? route.fulfill(errorPage) : route.fallback()));
    await dialog.getByRole('button', { name: 'Submit Ticket' }).click();
    await expect(dialog.getByText('Submission failed. Please try again.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Try Again' }).click();

    // So does a success that is not ours (a captive portal's page answered 200): the form is kept.
    await page.unroute('**/api/tickets');
    const portalPage = { status: 200, contentType: 'text/html', body: '<html><body>Sign in to the Wi-Fi</body></html>' };
    await page.route('**/api/tickets', (route) => (route.request().method() === 'POST' ? route.fulfill(portalPage) : route.fallback()));
    await dialog.getByRole('button', { name: 'Submit Ticket' }).click();
    await expect(dialog.getByText('Submission failed. Please try again.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Try Again' }).click();
    await expect(dialog.getByLabel('Description')).toHaveValue(ticket.description);

    await page.unroute('**/api/tickets');
    await dialog.getByRole('button', { name: 'Submit Ticket' }).click();
    await expect(dialog).toHaveAccessibleName('Success!');
    const tickets = await providerTickets(token);
    expect(tickets).toHaveLength(1);
    expect(tickets[0]).toMatchObject(ticket);
  });

  test(`a ${kind} buyer opens a ticket from its row and its ID, and talks with support`, async ({ page }) => {
    const token = await signedInBuyer(page, make);
    const subject = `Wrong grade of ${kind} rice`;
    const ticketId = await openTicket(token, subject, 'I ordered grade A and got grade B.');
    await page.goto('/support');

    // From the ID…
    await ticketsTable(page).getByRole('link', { name: ticketId }).click();
    await expect(page).toHaveURL(`/support/${ticketId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Ticket Subject: ${subject}`);
    const conversation = page.getByRole('log', { name: 'Conversation' });
    await expect(conversation.getByRole('listitem')).toHaveCount(1);
    await expect(conversation.getByText('I ordered grade A and got grade B.')).toBeVisible();
    // …the reply box waits for support.
    await expect(replyBox(page)).toBeDisabled();
    await expect(replyBox(page)).toHaveAttribute('placeholder', 'Waiting for admin response...');
    await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expectNoAxeViolations(page);

    // …and from the row.
    await page.getByRole('link', { name: /Back to Support History/ }).click();
    await ticketsTable(page).getByRole('cell', { name: subject }).click();
    await expect(page).toHaveURL(`/support/${ticketId}`);

    await replyToTicket(ticketId, 'Sorry about that. We will send grade A this week.');
    await page.reload();
    const support = conversation.getByRole('listitem').filter({ hasText: 'We will send grade A' });
    await expect(support).toContainText(/Support/);
    await expect(replyBox(page)).toBeEnabled();
    await expect(replyBox(page)).toHaveAttribute('placeholder', 'Type your reply...');

    // A blank reply is refused with a message, and nothing is sent.
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Reply is required')).toBeVisible();

    // The buyer's reply shows at once, before the server has answered…
    const held = holdRequests((route) => route.continue());
    await page.route('**/api/tickets/*/replies', held.handler);
    await replyBox(page).fill('Thank you, that works for me.');
    await page.getByRole('button', { name: 'Send' }).click();
    const mine = conversation.getByRole('listitem').filter({ hasText: 'Thank you, that works for me.' });
    await expect(mine).toBeVisible();
    await expect(mine).toContainText('Sending…');
    await expect(replyBox(page)).toHaveValue('');
    held.release();
    await expect(mine).not.toContainText('Sending…');
    // Support on one side, the buyer on the other.
    const supportBox = (await support.locator('div').first().boundingBox())!;
    const mineBox = (await mine.locator('div').first().boundingBox())!;
    expect(supportBox.x).toBeLessThan(mineBox.x);
    await expectNoAxeViolations(page);

    // …and is still there after a reload, because the provider has it.
    await page.reload();
    await expect(conversation.getByRole('listitem')).toHaveCount(3);
    await expect(mine).toBeVisible();
    const stored = await providerTicket(token, ticketId);
    expect(stored.replies?.map((reply) => [reply.sender_type, reply.message])).toEqual([
      ['admin', 'Sorry about that. We will send grade A this week.'],
      ['buyer', 'Thank you, that works for me.'],
    ]);

    // A reply that fails is taken out again, with the reason, and its text goes back in the box.
    await page.unroute('**/api/tickets/*/replies');
    await page.route('**/api/tickets/*/replies', (route) => route.fulfill({ status: 503, json: { message: 'The marketplace service is unavailable.' } }));
    await replyBox(page).fill('One more thing: please call first.');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Your reply was not sent. The marketplace service is unavailable.')).toBeVisible();
    await expect(conversation.getByText('One more thing: please call first.')).toBeHidden();
    await expect(conversation.getByRole('listitem')).toHaveCount(3);
    await expect(replyBox(page)).toHaveValue('One more thing: please call first.');

    // One that fails after the buyer has started the next: both texts are in the box, the failed one first.
    await page.unroute('**/api/tickets/*/replies');
    const failing = holdRequests((route) => route.fulfill({ status: 503, json: { message: 'The marketplace service is unavailable.' } }));
    await page.route('**/api/tickets/*/replies', failing.handler);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(replyBox(page)).toHaveValue('');
    await replyBox(page).fill('And the invoice, please.');
    failing.release();
    await expect(replyBox(page)).toHaveValue('One more thing: please call first.\n\nAnd the invoice, please.');
  });
}

test('the list stays on the page the buyer was on when it is read again, and is there again back from a ticket', async ({ page }) => {
  test.slow();
  const token = await signedInBuyer(page, () => freshBuyer('support-pages'));
  for (let n = 1; n <= 11; n += 1) await openTicket(token, `Late delivery number ${n}`);
  await page.goto('/support');
  const pages = page.getByRole('navigation', { name: 'Support tickets pages' });
  await expect(pages).toContainText('Page 1 of 2', { timeout: 15_000 });
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(pages).toContainText('Page 2 of 2');

  // A new ticket is the twelfth: the list is read again, and still shows page 2.
  await openButton(page).click();
  await fillTicket(modal(page), { subject: 'Yams arrived soft', category: 'product', priority: 'low', description: 'Three of the tubers were soft.' });
  await modal(page).getByRole('button', { name: 'Submit Ticket' }).click();
  await modal(page).getByRole('button', { name: 'OK' }).click();
  await expect(pages).toContainText('11–12 of 12');
  await expect(pages).toContainText('Page 2 of 2');

  // A ticket of page 2, and back to the list: page 2 still, also after a reload.
  await ticketsTable(page).getByRole('link').first().click();
  await page.getByRole('link', { name: /Back to Support History/ }).click();
  await expect(pages).toContainText('Page 2 of 2', { timeout: 15_000 });
  await page.reload();
  await expect(pages).toContainText('Page 2 of 2', { timeout: 15_000 });
});

test('a submission that timed out but went through is a success: its ID shows, and the form is emptied', async ({ page }) => {
  const token = await signedInBuyer(page, () => freshBuyer('support-late'));
  await page.goto('/support');
  await expect(page.getByText('No support tickets found.')).toBeVisible();
  // The provider creates the ticket; its answer is lost to our timeout.
  await page.route('**/api/tickets', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await route.fetch();
    await route.fulfill({ status: 504, json: { message: CHANGE_TIMEOUT } });
  });
  await openButton(page).click();
  const dialog = modal(page);
  await fillTicket(dialog, { subject: 'Palm oil jerrycan leaking', category: 'product', priority: 'medium', description: 'The seal was broken.' });
  await dialog.getByRole('button', { name: 'Submit Ticket' }).click();
  // The list is read again and has it, so nothing invites sending it twice.
  await expect(dialog).toHaveAccessibleName('Success!');
  const [created] = await providerTickets(token);
  await expect(dialog.getByText(`Ticket ID: ${created!.ticket_id}`)).toBeVisible();
  await expect(dialog.getByText(CHANGE_TIMEOUT)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(ticketsTable(page).getByRole('row').filter({ hasText: created!.ticket_id })).toContainText('Palm oil jerrycan leaking');
  await openButton(page).click();
  await expect(dialog.getByLabel('Subject')).toHaveValue('');
  expect(await providerTickets(token)).toHaveLength(1);
});

test('a submission that timed out and is not in the list may still arrive: the error says so, and Try Again has it as typed', async ({ page }) => {
  await signedInBuyer(page, () => freshBuyer('support-lost'));
  await page.goto('/support');
  await expect(page.getByText('No support tickets found.')).toBeVisible();
  await page.route('**/api/tickets', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 504, json: { message: CHANGE_TIMEOUT } }) : route.fallback(),
  );
  await openButton(page).click();
  const dialog = modal(page);
  await fillTicket(dialog, { subject: 'Cassava flour weight', category: 'order', priority: 'low', description: 'The bag weighs 9 kg, not 10.' });
  await dialog.getByRole('button', { name: 'Submit Ticket' }).click();
  await expect(dialog.getByText(CHANGE_TIMEOUT)).toBeVisible();
  await dialog.getByRole('button', { name: 'Try Again' }).click();
  await expect(dialog.getByLabel('Subject')).toHaveValue('Cassava flour weight');
});

test('an eleventh ticket within the hour is refused with when to try again, and Try Again has it as typed', async ({ page }) => {
  const token = await signedInBuyer(page, () => freshBuyer('support-limit'));
  // Ten through the storefront, as its form sends them (lib/support/submission-limits.ts).
  for (let n = 1; n <= 10; n += 1) {
    const sent = await page.request.post('/api/tickets', { data: { subject: `Late delivery ${n}`, category: 'shipping', priority: 'medium', description: 'My yams are late.' } });
    expect(sent.status()).toBe(201);
  }
  await page.goto('/support');
  await openButton(page).click();
  const dialog = modal(page);
  await fillTicket(dialog, { subject: 'Palm oil leaking', category: 'product', priority: 'high', description: 'Two of the kegs leaked in transit.' });
  await dialog.getByRole('button', { name: 'Submit Ticket' }).click();
  await expect(dialog.getByText('You have opened many tickets in the last hour. Please try again in 60 minutes.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Try Again' }).click();
  await expect(dialog.getByLabel('Subject')).toHaveValue('Palm oil leaking');
  expect(await providerTickets(token)).toHaveLength(10);
});

test('a reply that timed out but went through is sent as far as the buyer sees: in the conversation, out of the box', async ({ page }) => {
  const token = await signedInBuyer(page, () => freshBuyer('support-late-reply'));
  const ticketId = await openTicket(token, 'Groundnut oil colour');
  await replyToTicket(ticketId, 'Could you send a photo of the bottle?');
  await page.goto(`/support/${ticketId}`);
  await page.route('**/api/tickets/*/replies', async (route) => {
    await route.fetch();
    await route.fulfill({ status: 504, json: { message: CHANGE_TIMEOUT } });
  });
  await replyBox(page).fill('Photo attached to my email.');
  await page.getByRole('button', { name: 'Send' }).click();
  // The conversation is read again and has it, so nothing invites sending it twice.
  const conversation = page.getByRole('log', { name: 'Conversation' });
  await expect(conversation.getByRole('listitem').filter({ hasText: 'Photo attached to my email.' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
  await expect(replyBox(page)).toHaveValue('');
  await expect(page.getByText(CHANGE_TIMEOUT)).toHaveCount(0);
  await expect(page.getByText(/Your reply was not sent/)).toHaveCount(0);
  expect((await providerTicket(token, ticketId)).replies?.map((reply) => reply.message)).toEqual(['Could you send a photo of the bottle?', 'Photo attached to my email.']);
});

test('a reply that timed out and is not in the conversation may still arrive: the text says so and keeps it', async ({ page }) => {
  const token = await signedInBuyer(page, () => freshBuyer('support-lost-reply'));
  const ticketId = await openTicket(token, 'Yam tubers size');
  await replyToTicket(ticketId, 'Which size did you order?');
  await page.goto(`/support/${ticketId}`);
  await page.route('**/api/tickets/*/replies', (route) => route.fulfill({ status: 504, json: { message: CHANGE_TIMEOUT } }));
  await replyBox(page).fill('The large ones, please.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(CHANGE_TIMEOUT)).toBeVisible();
  await expect(page.getByText(/Your reply was not sent/)).toHaveCount(0);
  await expect(replyBox(page)).toHaveValue('The large ones, please.');
  // The focus, lost when Send was disabled, is back in the box, which names what happened.
  await expect(replyBox(page)).toBeFocused();
  await expect(replyBox(page)).toHaveAccessibleDescription(CHANGE_TIMEOUT);
  await expect(page.getByRole('log', { name: 'Conversation' }).getByText('The large ones, please.')).toBeHidden();
});

test('a reply that fails after the buyer has left the ticket is back in its box on return', async ({ page }) => {
  const token = await signedInBuyer(page, () => freshBuyer('support-left-reply'));
  const ticketId = await openTicket(token, 'Palm oil delivery day');
  await replyToTicket(ticketId, 'Which day suits you?');
  await page.goto(`/support/${ticketId}`);
  const failing = holdRequests((route) => route.fulfill({ status: 503, json: { message: 'The marketplace service is unavailable.' } }));
  await page.route('**/api/tickets/*/replies', failing.handler);
  await replyBox(page).fill('Saturday morning, please.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(replyBox(page)).toHaveValue('');
  await page.getByRole('link', { name: /Back to Support History/ }).click();
  await expect(page).toHaveURL(/\/support$/);
  failing.release();
  await page.waitForLoadState('networkidle');
  await page.getByRole('link', { name: ticketId }).first().click();
  await expect(replyBox(page)).toHaveValue('Saturday morning, please.');
});

test('a closed ticket says so and has no reply box', async ({ page }) => {
  const token = await signedInBuyer(page, freshCompanyBuyer);
  const ticketId = await openTicket(token, 'Damaged packaging');
  await replyToTicket(ticketId, 'We have refunded the damaged items.');
  await setTicketStatus(ticketId, 'closed');

  await page.goto('/support');
  await expect(ticketsTable(page).getByRole('row').filter({ hasText: ticketId }).getByRole('cell').nth(4)).toHaveText('Closed');
  await page.goto(`/support/${ticketId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ticket Subject: Damaged packaging');
  await expect(page.getByText('We have refunded the damaged items.')).toBeVisible();
  await expect(page.getByText('This ticket is closed.')).toBeVisible();
  await expect(replyBox(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a reply refused because support closed the ticket meanwhile is kept, and can go into a new ticket', async ({ page }) => {
  const token = await signedInBuyer(page, () => freshBuyer('support-closed-reply'));
  const ticketId = await openTicket(token, 'Damaged crates');
  await replyToTicket(ticketId, 'We have refunded the damaged crates.');
  await page.goto(`/support/${ticketId}`);
  const text = 'Please refund the delivery fee as well.';
  await replyBox(page).fill(text);
  await setTicketStatus(ticketId, 'closed');
  await page.getByRole('button', { name: 'Send' }).click();

  await expect(page.getByText('This ticket is closed.')).toBeVisible();
  const unsent = page.getByRole('region', { name: 'Your reply was not sent' });
  await expect(unsent.getByRole('textbox')).toHaveValue(text);
  await expect(replyBox(page)).toHaveCount(0);
  await expectNoAxeViolations(page);
  // Still there after a reload: it is the buyer's until sent or discarded.
  await page.reload();
  await expect(unsent.getByRole('textbox')).toHaveValue(text);

  await unsent.getByRole('link', { name: 'Open a new ticket with it' }).click();
  await expect(page).toHaveURL(/\/support$/);
  const dialog = modal(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Subject')).toHaveValue('Re: Damaged crates');
  await expect(dialog.getByLabel('Description')).toHaveValue(text);
  await dialog.getByLabel('Category').selectOption('billing');
  await dialog.getByLabel('Priority').selectOption('medium');
  await dialog.getByRole('button', { name: 'Submit Ticket' }).click();
  await expect(dialog).toHaveAccessibleName('Success!');
  expect((await providerTickets(token)).map(({ subject, description }) => ({ subject, description }))).toContainEqual({ subject: 'Re: Damaged crates', description: text });

  await page.goto(`/support/${ticketId}`);
  await expect(page.getByText('This ticket is closed.')).toBeVisible();
  await expect(unsent).toHaveCount(0);
});

test("an unknown or someone else's ticket fails to load", async ({ page }) => {
  const other = await freshBuyer('support-other');
  const foreignId = await openTicket(await providerToken(other), 'Not yours');
  await signedInBuyer(page, freshBuyer);

  for (const ticketId of [foreignId, 'TKT00000000']) {
    const answer = await page.request.get(`/api/tickets/${ticketId}`);
    expect(answer.status()).toBe(404);
    expect(await answer.json()).toEqual({ message: 'Ticket not found.' });
    await page.goto(`/support/${ticketId}`);
    await expect(page.getByText('Failed to load ticket.')).toBeVisible();
    await expect(page.getByText('Not yours')).toHaveCount(0);
  }
  await expectNoAxeViolations(page);

  // The buyer cannot reply to it either.
  const reply = await page.request.post(`/api/tickets/${foreignId}/replies`, { data: { message: 'hello' } });
  expect(reply.status()).toBe(404);
});

test('two submits in the same instant open one ticket', async ({ page }) => {
  const token = await signedInBuyer(page, freshBuyer);
  await page.goto('/support');
  await openButton(page).click();
  const dialog = modal(page);
  await fillTicket(dialog, { subject: 'Double tap', category: 'general', priority: 'low', description: 'Sent with a double Enter.' });
  await dialog.getByRole('button', { name: 'Submit Ticket' }).evaluate((button) => {
    const form = (button as HTMLButtonElement).form!;
    form.requestSubmit();
    form.requestSubmit();
  });
  await expect(dialog).toHaveAccessibleName('Success!');
  await page.waitForLoadState('networkidle');
  expect((await providerTickets(token)).map((ticket) => ticket.subject)).toEqual(['Double tap']);
});

test("the provider's own field errors show at their fields, and the focus goes to the first", async ({ page }) => {
  await signedInBuyer(page, freshBuyer);
  await page.route('**/api/tickets', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 422, json: { message: 'Some fields are not valid.', errors: { priority: ['The selected priority is invalid.'] } } })
      : route.fallback(),
  );
  await page.goto('/support');
  await openButton(page).click();
  const dialog = modal(page);
  await fillTicket(dialog, { subject: 'Late delivery', category: 'shipping', priority: 'high', description: 'Two days late.' });
  await dialog.getByRole('button', { name: 'Submit Ticket' }).click();
  const priority = dialog.getByLabel('Priority');
  await expect(priority).toHaveAttribute('aria-invalid', 'true');
  await expect(priority).toHaveAccessibleDescription(/The selected priority is invalid\./);
  await expect(priority).toBeFocused();
});

test("a ticket created whose ID cannot be known says it was created, without an ID", async ({ page }) => {
  await signedInBuyer(page, freshBuyer);
  await page.route('**/api/tickets', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 201, json: { message: 'Ticket created successfully', ticket: null } }) : route.fallback(),
  );
  await page.goto('/support');
  await openButton(page).click();
  const dialog = modal(page);
  await fillTicket(dialog, { subject: 'Wrong invoice', category: 'billing', priority: 'low', description: 'The invoice names another company.' });
  await dialog.getByRole('button', { name: 'Submit Ticket' }).click();
  await expect(dialog).toHaveAccessibleName('Success!');
  await expect(dialog.getByText('Ticket created successfully', { exact: true })).toBeVisible();
  await expect(dialog.getByText(/Ticket ID/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
});

test('nothing in the list moves once its rows are drawn: a ticket’s date is relative from its first frame', async ({ page }) => {
  const token = await signedInBuyer(page, () => freshBuyer('support-still'));
  for (const subject of ['Yams arrived two days late', 'The crate of tomatoes was short by a kilo']) await openTicket(token, subject);
  // Opened 12 minutes ago: a relative date wider than its calendar date ('3 Dec 2026') and than the
  // column's title, so a date that turned relative after being drawn would widen its column.
  const twelveMinutesAgo = new Date(Date.now() - 12 * 60_000).toISOString();
  await page.route('**/api/tickets', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const { tickets } = (await response.json()) as { tickets: { createdAt: string }[] };
    await route.fulfill({ response, json: { tickets: tickets.map((ticket) => ({ ...ticket, createdAt: twelveMinutesAgo })) } });
  });
  const tableShifts = await recordLayoutShifts(page, 'table');
  // Whether a frame is drawn between the rows' render and a later change of their text depends on
  // the machine's speed: a phone's CPU (4× slower) and a few loads make it as likely as on a phone.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  for (let load = 1; load <= 4; load += 1) {
    await page.goto('/support');
    await expect(ticketsTable(page).getByText('12 minutes ago', { exact: true })).toHaveCount(2, { timeout: 15_000 });
    expect(await tableShifts(), `load ${load}`).toEqual([]);
  }
});

test('a list that fails to load says so', async ({ page }) => {
  await signedInBuyer(page, freshCompanyBuyer);
  await page.route('**/api/tickets', (route) =>
    route.request().method() === 'GET' ? route.fulfill({ status: 500, json: { message: 'boom' } }) : route.fallback(),
  );
  await page.goto('/support');
  await expect(page.getByText('Failed to load support tickets.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('No support tickets found.')).toHaveCount(0);
});

test('offline, the list says so and makes no request; back online it reloads', async ({ page, context }) => {
  test.slow();
  const token = await signedInBuyer(page, freshBuyer);
  await page.goto('/support');
  await expect(page.getByText('No support tickets found.')).toBeVisible();

  const loads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/tickets')) loads.push(request.url());
  });
  await context.setOffline(true);
  await expect(page.getByText(OFFLINE)).toBeVisible();
  await expect(page.getByText('No support tickets found.')).toHaveCount(0);

  // A ticket opened elsewhere meanwhile; coming back to the tab once the list is stale would reload
  // it if it could. The browser's visibilitychange bubbles up to window, where TanStack listens.
  const ticketId = await openTicket(token, 'Opened from my phone');
  await page.waitForTimeout(QUERY_STALE_MS + 500);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
  await page.waitForTimeout(500);
  expect(loads).toEqual([]);

  const reload = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/tickets');
  await context.setOffline(false);
  await reload;
  await expect(ticketsTable(page).getByRole('link', { name: ticketId })).toBeVisible();
  await expect(page.getByText(OFFLINE)).toHaveCount(0);

  // Offline with tickets on screen: they stay, with the notice above them.
  await context.setOffline(true);
  await expect(page.getByText(OFFLINE)).toBeVisible();
  await expect(ticketsTable(page).getByRole('link', { name: ticketId })).toBeVisible();
  await expectNoAxeViolations(page);
});
