import type { OrderStatus } from '../src/db/schema';
import type { Deps } from '../src/deps';
import { sendMail } from '../src/lib/mail';
import { laravelTimestamp } from '../src/lib/time';
import { createBuyer, type BuyerFixture } from './support/fixtures';
import { createHarness, TEST_ADMIN_TOKEN, type Harness } from './support/harness';
import { openTicket, setTicketStatus, supportReply } from './support/tickets';

/** Two order rows sharing one orderId, written directly (the console only reads and advances orders). */
async function insertOrder(deps: Deps, buyer: BuyerFixture, orderId: string, status: OrderStatus) {
  const at = laravelTimestamp(deps.clock());
  const line = (productId: string, productName: string, quantity: number, amount: number) => ({
    orderId,
    buyerId: buyer.buyerId,
    productId,
    productName,
    productImage: null,
    amount,
    quantity,
    paymentMethod: 'paystack',
    paymentReference: `ref-${orderId}`,
    shippingFee: 2.5,
    order_status: status,
    currency: 'USD',
    channel: 'card',
    payment_id: Number(orderId),
    country_code: 'NG',
    customer_email: buyer.email,
    shipping_address: '4 Allen Avenue',
    billing_address: 'Ikeja, Lagos, Nigeria, 100001',
    grand_price: 40,
    firstname: 'Chinedu',
    lastname: 'Eze',
    phone_number: '08120000000',
    sellerId: 'AGS10000001',
    sellerFullname: 'Adaeze Okafor',
    sellerEmail: 'seller@example.com',
    sellerPhone: '08030000000',
    created_at: at,
    updated_at: at,
  });
  await deps.db
    .insertInto('orders')
    .values([line('AGP100001', 'White Yam Tuber', 2, 12.5), line('AGP100002', 'Red Palm Oil <1L>', 1, 12.5)])
    .execute();
}

const form = (fields: Record<string, string>, cookie?: string) => ({
  body: new URLSearchParams(fields).toString(),
  headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(cookie ? { Cookie: cookie } : {}) },
});

describe('sandbox console', () => {
  let h: Harness;
  let cookie: string;
  beforeAll(async () => {
    h = await createHarness();
    const res = await h.request('POST', '/sandbox/login', form({ token: TEST_ADMIN_TOKEN }));
    cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  });
  afterAll(() => h.close());
  afterEach(() => h.setNow(new Date()));

  const page = (path: string) => h.request('GET', path, { headers: { Cookie: cookie } });
  const replyRows = (ticketId: string) =>
    h.deps.db.selectFrom('ticket_replies').selectAll().where('ticket_id', '=', ticketId).orderBy('id').execute();
  const ticketStatus = async (ticketId: string) =>
    (await h.deps.db.selectFrom('tickets').select('status').where('ticket_id', '=', ticketId).executeTakeFirstOrThrow()).status;
  const orderStatuses = async (orderId: string) =>
    (await h.deps.db.selectFrom('orders').select('order_status').where('orderId', '=', orderId).execute()).map((r) => r.order_status);

  describe('signing in', () => {
    test('without the cookie /sandbox shows the sign-in form', async () => {
      const res = await h.request('GET', '/sandbox');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.text).toContain('<form method="post" action="/sandbox/login">');
      expect(res.text).toContain('<label for="token">Admin token</label>');
      expect(res.text).toMatch(/<input id="token" name="token" type="password"/);
      expect(res.text).not.toContain('Mailbox');
    });

    test('other pages and form posts answer 401 with the sign-in form, and change nothing', async () => {
      const buyer = await createBuyer(h.deps);
      const ticket = await openTicket(h, buyer);
      for (const path of ['/sandbox/mailbox?to=a%40b.co', '/sandbox/tickets', `/sandbox/tickets/${ticket.ticket_id}`, '/sandbox/orders']) {
        const res = await h.request('GET', path);
        expect(res.status).toBe(401);
        expect(res.text).toContain('Sign in to use the sandbox console.');
        expect(res.text).toContain(`<input type="hidden" name="next" value="${path}">`);
      }
      const post = await h.request('POST', `/sandbox/tickets/${ticket.ticket_id}/reply`, form({ message: 'Sneaky' }));
      expect(post.status).toBe(401);
      expect(await replyRows(ticket.ticket_id)).toEqual([]);
      const forged = await h.request('GET', '/sandbox/orders', { headers: { Cookie: 'sandbox_console=forged' } });
      expect(forged.status).toBe(401);
    });

    test('a wrong token: 401 with a clear message and no cookie', async () => {
      const res = await h.request('POST', '/sandbox/login', form({ token: 'not-the-token' }));
      expect(res.status).toBe(401);
      expect(res.text).toContain('That admin token is not correct.');
      expect(res.text).toContain('role="alert"');
      expect(res.headers.get('set-cookie')).toBeNull();
    });

    test('the right token sets an httpOnly, SameSite=Strict cookie that is not the token, and 303s to the console', async () => {
      const res = await h.request('POST', '/sandbox/login', form({ token: TEST_ADMIN_TOKEN }));
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/sandbox');
      const setCookie = res.headers.get('set-cookie') ?? '';
      expect(setCookie).toMatch(/^sandbox_console=[\w-]{43};/);
      expect(setCookie).toContain('HttpOnly');
      expect(setCookie).toContain('SameSite=Strict');
      expect(setCookie).toContain('Path=/sandbox');
      expect(setCookie).not.toContain(TEST_ADMIN_TOKEN);

      const overview = await h.request('GET', '/sandbox', { headers: { Cookie: setCookie.split(';')[0]! } });
      expect(overview.status).toBe(200);
      expect(overview.text).toContain('<h1>Sandbox console</h1>');
      expect(overview.text).toContain('<a href="/sandbox/mailbox">Mailbox</a>');
    });

    test('after sign-in the page asked for comes back; other destinations are refused', async () => {
      const back = await h.request('POST', '/sandbox/login', form({ token: TEST_ADMIN_TOKEN, next: '/sandbox/tickets?status=open' }));
      expect(back.headers.get('location')).toBe('/sandbox/tickets?status=open');
      for (const next of ['https://evil.example/', '//evil.example/sandbox', '/sandboxed']) {
        const res = await h.request('POST', '/sandbox/login', form({ token: TEST_ADMIN_TOKEN, next }));
        expect(res.headers.get('location')).toBe('/sandbox');
      }
    });

    test('signing out clears the cookie and ends its session: a copy of it opens nothing any more', async () => {
      const login = await h.request('POST', '/sandbox/login', form({ token: TEST_ADMIN_TOKEN }));
      const own = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
      expect(own).not.toBe(cookie);
      expect((await h.request('GET', '/sandbox/orders', { headers: { Cookie: own } })).status).toBe(200);
      const res = await h.request('POST', '/sandbox/logout', { headers: { Cookie: own } });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/sandbox?flash=Signed%20out.');
      expect(res.headers.get('set-cookie')).toMatch(/^sandbox_console=; Max-Age=0; Path=\/sandbox/);
      expect((await h.request('GET', '/sandbox/orders', { headers: { Cookie: own } })).status).toBe(401);
      // Another session goes on.
      expect((await page('/sandbox/orders')).status).toBe(200);
    });

    test('a session ends after 12 hours', async () => {
      const login = await h.request('POST', '/sandbox/login', form({ token: TEST_ADMIN_TOKEN }));
      const own = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
      h.setNow(new Date(Date.now() + 11.9 * 3600_000));
      expect((await h.request('GET', '/sandbox/orders', { headers: { Cookie: own } })).status).toBe(200);
      h.setNow(new Date(Date.now() + 12.1 * 3600_000));
      expect((await h.request('GET', '/sandbox/orders', { headers: { Cookie: own } })).status).toBe(401);
    });

    test('pages are not cached, run no scripts and carry the overview counts', async () => {
      const buyer = await createBuyer(h.deps);
      await openTicket(h, buyer);
      const res = await page('/sandbox');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
      const open = await h.deps.db.selectFrom('tickets').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'open').executeTakeFirstOrThrow();
      expect(res.text).toContain(`${open.n} open</a>`);
    });
  });

  describe('JSON API authorisation', () => {
    test.each([
      ['no header', {}],
      ['a wrong token', { Authorization: 'Bearer nope' }],
      ['a buyer-style token', { Authorization: `Bearer 1|${TEST_ADMIN_TOKEN}` }],
    ])('%s: 401 Unauthenticated', async (_case, headers) => {
      const res = await h.request('GET', '/sandbox/api/mailbox', { headers });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Unauthenticated.' });
    });

    test('the console cookie is not enough for the API', async () => {
      const res = await h.request('GET', '/sandbox/api/mailbox', { headers: { Cookie: cookie } });
      expect(res.status).toBe(401);
    });

    test('the admin bearer token is', async () => {
      const res = await h.request('GET', '/sandbox/api/mailbox', { token: TEST_ADMIN_TOKEN });
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body)).toBe(true);
    });
  });

  describe('mailbox', () => {
    test('JSON: mails to one address, newest first, whatever the case of the address', async () => {
      h.setNow(new Date('2031-01-01T08:00:00Z'));
      await sendMail(h.deps, { to: 'ada@example.com', subject: 'Verify your email', text: 'Your code is 123456', code: '123456' });
      h.setNow(new Date('2031-01-01T09:00:00Z'));
      await sendMail(h.deps, { to: 'someone@example.com', subject: 'Other', text: 'Not for Ada' });
      h.setNow(new Date('2031-01-01T10:00:00Z'));
      await sendMail(h.deps, { to: 'Ada@Example.com', subject: 'Order confirmed', text: 'Thank you for your order.' });

      const res = await h.request('GET', '/sandbox/api/mailbox?to=ADA%40example.com', { token: TEST_ADMIN_TOKEN });
      expect(res.status).toBe(200);
      expect(res.body).toEqual([
        { to: 'Ada@Example.com', subject: 'Order confirmed', text: 'Thank you for your order.', code: null, created_at: '2031-01-01T10:00:00.000000Z' },
        { to: 'ada@example.com', subject: 'Verify your email', text: 'Your code is 123456', code: '123456', created_at: '2031-01-01T08:00:00.000000Z' },
      ]);

      const all = await h.request('GET', '/sandbox/api/mailbox', { token: TEST_ADMIN_TOKEN });
      expect(all.body.map((m: { subject: string }) => m.subject).slice(0, 3)).toEqual(['Order confirmed', 'Other', 'Verify your email']);
    });

    test('the page lists mail with its code, filters by recipient and escapes what it shows', async () => {
      await sendMail(h.deps, { to: 'kemi@example.com', subject: '<script>alert("mail")</script>', text: 'Code: 654321 & more', code: '654321' });
      await sendMail(h.deps, { to: 'tunde@example.com', subject: 'For Tunde', text: 'Hello' });
      const res = await page('/sandbox/mailbox?to=kemi%40example.com');
      expect(res.status).toBe(200);
      expect(res.text).toContain('&lt;script&gt;alert(&quot;mail&quot;)&lt;/script&gt;');
      expect(res.text).not.toContain('<script>');
      expect(res.text).toContain('<code>654321</code>');
      expect(res.text).toContain('Code: 654321 &amp; more');
      expect(res.text).not.toContain('For Tunde');
      expect(res.text).toContain('<th scope="col">Subject</th>');
      expect(res.text).toContain('<label for="to">Recipient</label>');
    });
  });

  describe('support tickets', () => {
    let buyer: BuyerFixture;
    beforeEach(async () => {
      buyer = await createBuyer(h.deps);
    });

    test('JSON reply: 201 with the reply, the ticket moves to in progress and the buyer gets a mail', async () => {
      const ticket = await openTicket(h, buyer);
      h.setNow(new Date('2032-02-02T02:02:02Z'));
      const res = await supportReply(h, ticket.ticket_id, 'We have found your parcel.');
      expect(res.status).toBe(201);
      const [row] = await replyRows(ticket.ticket_id);
      expect(res.body).toEqual({
        status: true,
        message: 'Reply sent',
        data: { id: row!.id, sender_type: 'admin', sender_name: 'AgroMarket Support', message: 'We have found your parcel.', created_at: '2032-02-02T02:02:02.000000Z' },
      });
      expect(await ticketStatus(ticket.ticket_id)).toBe('in_progress');

      const mail = await h.request('GET', `/sandbox/api/mailbox?to=${encodeURIComponent(buyer.email)}`, { token: TEST_ADMIN_TOKEN });
      expect(mail.body).toHaveLength(1);
      expect(mail.body[0]).toMatchObject({ to: buyer.email, subject: `Re: ${ticket.subject} [${ticket.ticket_id}]`, code: null });
      expect(mail.body[0].text).toContain('We have found your parcel.');
    });

    test('support answering a resolved ticket leaves its status alone', async () => {
      const ticket = await openTicket(h, buyer);
      await setTicketStatus(h, ticket.ticket_id, 'resolved');
      expect((await supportReply(h, ticket.ticket_id, 'Follow-up.')).status).toBe(201);
      expect(await ticketStatus(ticket.ticket_id)).toBe('resolved');
    });

    test('JSON reply refusals: unknown ticket 404, empty message 422, closed ticket 409; nothing written', async () => {
      const ticket = await openTicket(h, buyer);
      const unknown = await supportReply(h, 'TKT00000000', 'Hello');
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ status: false, message: 'Ticket not found.' });
      const empty = await supportReply(h, ticket.ticket_id, '');
      expect(empty.status).toBe(422);
      expect(empty.body.errors).toEqual({ message: ['The message field is required.'] });
      await setTicketStatus(h, ticket.ticket_id, 'closed');
      const closed = await supportReply(h, ticket.ticket_id, 'Hello');
      expect(closed.status).toBe(409);
      expect(closed.body).toEqual({ status: false, message: 'This ticket is closed.' });
      expect(await replyRows(ticket.ticket_id)).toEqual([]);
      const mail = await h.request('GET', `/sandbox/api/mailbox?to=${encodeURIComponent(buyer.email)}`, { token: TEST_ADMIN_TOKEN });
      expect(mail.body).toEqual([]);
    });

    test('JSON status: 200 with the ticket; a bad status 422 and an unknown ticket 404 change nothing', async () => {
      const ticket = await openTicket(h, buyer);
      const res = await setTicketStatus(h, ticket.ticket_id, 'resolved');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: true, message: 'Ticket status updated', data: { ...ticket, status: 'resolved' } });
      expect(await ticketStatus(ticket.ticket_id)).toBe('resolved');

      const bad = await setTicketStatus(h, ticket.ticket_id, 'pending');
      expect(bad.status).toBe(422);
      expect(bad.body).toMatchObject({ message: 'The selected status is invalid.', errors: { status: ['The selected status is invalid.'] } });
      expect(await ticketStatus(ticket.ticket_id)).toBe('resolved');

      const unknown = await setTicketStatus(h, 'TKT00000000', 'open');
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ status: false, message: 'Ticket not found.' });
    });

    test('the HTML form replies as support and 303s back with a flash', async () => {
      const ticket = await openTicket(h, buyer);
      const res = await h.request('POST', `/sandbox/tickets/${ticket.ticket_id}/reply`, form({ message: 'Your refund is on its way.' }, cookie));
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(`/sandbox/tickets/${ticket.ticket_id}?flash=Reply+sent.`);
      const rows = await replyRows(ticket.ticket_id);
      expect(rows).toMatchObject([{ sender_type: 'admin', sender_name: 'AgroMarket Support', message: 'Your refund is on its way.' }]);

      const shown = await page(res.headers.get('location')!);
      expect(shown.status).toBe(200);
      expect(shown.text).toContain('<p class="notice" role="status">Reply sent.</p>');
      expect(shown.text).toContain('Your refund is on its way.');
      expect(shown.text).toContain('<dt>Status</dt><dd>in progress</dd>');
    });

    test('the HTML form refuses an empty reply with the message and writes nothing', async () => {
      const ticket = await openTicket(h, buyer);
      const res = await h.request('POST', `/sandbox/tickets/${ticket.ticket_id}/reply`, form({ message: ' ' }, cookie));
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(`/sandbox/tickets/${ticket.ticket_id}?error=The+message+field+is+required.`);
      expect(await replyRows(ticket.ticket_id)).toEqual([]);
      const shown = await page(res.headers.get('location')!);
      expect(shown.text).toContain('<p class="notice error" role="alert">The message field is required.</p>');
    });

    test('the HTML status form changes the status; a bad one is refused', async () => {
      const ticket = await openTicket(h, buyer);
      const res = await h.request('POST', `/sandbox/tickets/${ticket.ticket_id}/status`, form({ status: 'closed' }, cookie));
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(`/sandbox/tickets/${ticket.ticket_id}?flash=Status+changed+to+closed.`);
      expect(await ticketStatus(ticket.ticket_id)).toBe('closed');
      const shown = await page(`/sandbox/tickets/${ticket.ticket_id}`);
      expect(shown.text).toContain('This ticket is closed. Change its status to reply.');
      expect(shown.text).not.toContain('<textarea');

      const bad = await h.request('POST', `/sandbox/tickets/${ticket.ticket_id}/status`, form({ status: 'gone' }, cookie));
      expect(bad.headers.get('location')).toBe(`/sandbox/tickets/${ticket.ticket_id}?error=The+selected+status+is+invalid.`);
      expect(await ticketStatus(ticket.ticket_id)).toBe('closed');
    });

    test('the list filters by status and every value is escaped', async () => {
      const hostile = await openTicket(h, buyer, { subject: '<script>alert("x")</script>', description: '<img src=x onerror=alert(1)>' });
      const other = await openTicket(h, buyer, { subject: 'Quiet ticket' });
      await setTicketStatus(h, other.ticket_id, 'resolved');

      const open = await page('/sandbox/tickets?status=open');
      expect(open.status).toBe(200);
      expect(open.text).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
      expect(open.text).not.toContain('<script>');
      expect(open.text).not.toContain('Quiet ticket');
      expect(open.text).toContain('<option value="open" selected>open</option>');
      expect(open.text).toContain('<th scope="col">Ticket</th>');

      const resolved = await page('/sandbox/tickets?status=resolved');
      expect(resolved.text).toContain('Quiet ticket');
      expect(resolved.text).not.toContain('alert(');

      const detail = await page(`/sandbox/tickets/${hostile.ticket_id}`);
      expect(detail.status).toBe(200);
      expect(detail.text).not.toContain('<script>');
      expect(detail.text).not.toContain('<img');
      expect(detail.text).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(detail.text).toContain('<label for="message">Message</label>');
      expect(detail.text).toContain('<label for="ticket-status">Status</label>');
    });

    test('an unknown ticket page is a 404 page', async () => {
      const res = await page('/sandbox/tickets/TKT00000000');
      expect(res.status).toBe(404);
      expect(res.text).toContain('<h1>Ticket not found</h1>');
    });
  });

  describe('orders', () => {
    let buyer: BuyerFixture;
    beforeEach(async () => {
      buyer = await createBuyer(h.deps);
    });
    const setStatus = (orderId: string, status: string) =>
      h.request('POST', `/sandbox/api/orders/${orderId}/status`, { token: TEST_ADMIN_TOKEN, json: { status } });

    test('JSON: advances every row of the order and records the change', async () => {
      await insertOrder(h.deps, buyer, '1000000001', 'confirmed');
      h.setNow(new Date('2033-03-03T03:03:03Z'));
      const res = await setStatus('1000000001', 'shipped');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: true, orderId: '1000000001', order_status: 'shipped' });
      expect(await orderStatuses('1000000001')).toEqual(['shipped', 'shipped']);
      const history = await h.deps.db.selectFrom('order_status_history').select(['status', 'created_at']).where('orderId', '=', '1000000001').execute();
      expect(history).toEqual([{ status: 'shipped', created_at: '2033-03-03T03:03:03.000000Z' }]);
    });

    test('JSON refusals: a step back 409, an unknown order 404, a bad status 422; nothing changes', async () => {
      await insertOrder(h.deps, buyer, '1000000002', 'shipped');
      const back = await setStatus('1000000002', 'confirmed');
      expect(back.status).toBe(409);
      expect(back.body).toEqual({ status: false, message: 'An order that is shipped cannot become confirmed.' });
      const unknown = await setStatus('9999999999', 'shipped');
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ status: false, message: 'Order not found.' });
      const bad = await setStatus('1000000002', 'lost');
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toEqual({ status: ['The selected status is invalid.'] });
      expect(await orderStatuses('1000000002')).toEqual(['shipped', 'shipped']);
      const history = await h.deps.db.selectFrom('order_status_history').select('id').where('orderId', '=', '1000000002').execute();
      expect(history).toEqual([]);
    });

    test('the page groups rows by order and offers only the allowed next steps', async () => {
      await insertOrder(h.deps, buyer, '1000000003', 'shipped');
      const res = await page('/sandbox/orders');
      expect(res.status).toBe(200);
      const row = res.text.slice(res.text.indexOf('<th scope="row">1000000003</th>'));
      const thisOrder = row.slice(0, row.indexOf('</tr>'));
      expect(thisOrder).toContain('<li>White Yam Tuber × 2</li>');
      expect(thisOrder).toContain('<li>Red Palm Oil &lt;1L&gt; × 1</li>');
      expect(thisOrder).toContain('USD 40.00');
      expect(thisOrder).toContain(buyer.email);
      const options = [...thisOrder.matchAll(/<option value="(\w+)">/g)].map((m) => m[1]);
      expect(options).toEqual(['out_for_delivery', 'delivered', 'cancelled']);
      expect(thisOrder).toContain('<label for="status-1000000003" class="sr-only">New status for order 1000000003</label>');
    });

    test('a delivered order offers no further status', async () => {
      await insertOrder(h.deps, buyer, '1000000004', 'delivered');
      const res = await page('/sandbox/orders');
      const row = res.text.slice(res.text.indexOf('<th scope="row">1000000004</th>'));
      expect(row.slice(0, row.indexOf('</tr>'))).toContain('No further status');
    });

    test('the HTML form advances the order, or shows why it cannot', async () => {
      await insertOrder(h.deps, buyer, '1000000005', 'confirmed');
      const ok = await h.request('POST', '/sandbox/orders/1000000005/status', form({ status: 'out_for_delivery', page: '1' }, cookie));
      expect(ok.status).toBe(303);
      expect(ok.headers.get('location')).toBe('/sandbox/orders?page=1&flash=Order+1000000005+is+now+out+for+delivery.');
      expect(await orderStatuses('1000000005')).toEqual(['out_for_delivery', 'out_for_delivery']);

      const refused = await h.request('POST', '/sandbox/orders/1000000005/status', form({ status: 'confirmed', page: 'x' }, cookie));
      expect(refused.headers.get('location')).toBe('/sandbox/orders?error=An+order+that+is+out_for_delivery+cannot+become+confirmed.');
      expect(await orderStatuses('1000000005')).toEqual(['out_for_delivery', 'out_for_delivery']);
      const shown = await page(refused.headers.get('location')!);
      expect(shown.text).toContain('role="alert">An order that is out_for_delivery cannot become confirmed.</p>');
    });

    test('the page is paged by 50 orders, most recent first', async () => {
      for (let i = 0; i < 51; i++) await insertOrder(h.deps, buyer, String(2000000000 + i), 'confirmed');
      const first = await page('/sandbox/orders');
      expect(first.text).toContain('<th scope="row">2000000050</th>');
      expect(first.text).not.toContain('<th scope="row">1000000001</th>');
      expect(first.text.indexOf('2000000050')).toBeLessThan(first.text.indexOf('2000000049'));
      expect(first.text).toContain('<a href="/sandbox/orders?page=2" rel="next">Next page</a>');
      const second = await page('/sandbox/orders?page=2');
      expect(second.text).toContain('<th scope="row">1000000001</th>');
      expect(second.text).not.toContain('<th scope="row">2000000050</th>');
    });
  });
});
