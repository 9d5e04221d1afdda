import { idFormats } from '../src/lib/ids';
import { createBuyer, createCompanyBuyer, type BuyerFixture } from './support/fixtures';
import { expectNoSecrets, suiteHarness } from './support/harness';
import { openTicket, setTicketStatus, supportReply, VALID_TICKET } from './support/tickets';

describe('support tickets (contract 2.10)', () => {
  const h = suiteHarness();

  const ticketRows = (buyerId: string) => h.deps.db.selectFrom('tickets').selectAll().where('buyerId', '=', buyerId).execute();
  const replyRows = (ticketId: string) =>
    h.deps.db.selectFrom('ticket_replies').selectAll().where('ticket_id', '=', ticketId).orderBy('id').execute();
  const ticketStatus = async (ticketId: string) =>
    (await h.deps.db.selectFrom('tickets').select('status').where('ticket_id', '=', ticketId).executeTakeFirstOrThrow()).status;

  describe('POST /createTicket', () => {
    test('opens a ticket for the caller', async () => {
      const buyer = await createBuyer(h.deps);
      h.setNow(new Date('2024-06-10T12:34:56Z'));
      const res = await h.request('POST', '/api/createTicket', { token: buyer.token, json: VALID_TICKET });
      expect(res.status).toBe(201);
      const row = (await ticketRows(buyer.buyerId))[0]!;
      expect(res.body).toEqual({
        status: true,
        message: 'Ticket created successfully',
        data: {
          ticket_id: row.ticket_id,
          id: row.id,
          ...VALID_TICKET,
          status: 'open',
          created_at: '2024-06-10T12:34:56.000000Z',
        },
      });
      expect(row.ticket_id).toMatch(/^TKT\d{8}$/);
      expect(row).toMatchObject({ buyerId: buyer.buyerId, ...VALID_TICKET, status: 'open' });
    });

    test('a company buyer can open one too', async () => {
      const company = await createCompanyBuyer(h.deps);
      const ticket = await openTicket(h, company, { category: 'billing', priority: 'low' });
      expect(ticket).toMatchObject({ status: 'open', category: 'billing', priority: 'low' });
      expect(await ticketRows(company.buyerId)).toHaveLength(1);
    });

    test('ticket ids are unique: a drawn id that is taken is drawn again', async () => {
      const buyer = await createBuyer(h.deps);
      const draw = jest.spyOn(idFormats, 'ticket');
      draw.mockReturnValueOnce('TKT10000001').mockReturnValueOnce('TKT10000001').mockReturnValueOnce('TKT10000002');
      expect((await openTicket(h, buyer)).ticket_id).toBe('TKT10000001');
      expect((await openTicket(h, buyer)).ticket_id).toBe('TKT10000002');
      expect(draw).toHaveBeenCalledTimes(3);
    });

    test('without a token: 401', async () => {
      const res = await h.request('POST', '/api/createTicket', { json: VALID_TICKET });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Unauthenticated.' });
    });

    test('missing fields: 422 with every error, nothing written', async () => {
      const buyer = await createBuyer(h.deps);
      const res = await h.request('POST', '/api/createTicket', { token: buyer.token, json: { subject: '   ' } });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('The subject field is required. (and 3 more errors)');
      expect(res.body.errors).toEqual({
        subject: ['The subject field is required.'],
        category: ['The category field is required.'],
        priority: ['The priority field is required.'],
        description: ['The description field is required.'],
      });
      expect(await ticketRows(buyer.buyerId)).toEqual([]);
    });

    test.each([
      ['a subject over 150 characters', 'subject', 'x'.repeat(151), 'The subject field must not be greater than 150 characters.'],
      ['a description over 5000 characters', 'description', 'x'.repeat(5001), 'The description field must not be greater than 5000 characters.'],
      ['an unknown category', 'category', 'complaints', 'The selected category is invalid.'],
      ['an unknown priority', 'priority', 'urgent', 'The selected priority is invalid.'],
      ['a subject that is not text', 'subject', ['a list'], 'The subject field must be a string.'],
    ])('%s: 422, nothing written', async (_case, fieldName, value, message) => {
      const buyer = await createBuyer(h.deps);
      const res = await h.request('POST', '/api/createTicket', { token: buyer.token, json: { ...VALID_TICKET, [fieldName]: value } });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ message, errors: { [fieldName]: [message] } });
      expect(Object.keys(res.body.errors)).toEqual([fieldName]);
      expect(await ticketRows(buyer.buyerId)).toEqual([]);
    });

    test('the longest allowed subject and description are accepted', async () => {
      const buyer = await createBuyer(h.deps);
      const ticket = await openTicket(h, buyer, { subject: 's'.repeat(150), description: 'd'.repeat(5000) });
      expect(ticket.subject).toHaveLength(150);
    });
  });

  describe('GET /getUserTickets', () => {
    test('no tickets: 200 with an empty list', async () => {
      const buyer = await createBuyer(h.deps);
      const res = await h.request('GET', '/api/getUserTickets', { token: buyer.token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: true, message: 'Tickets retrieved successfully', data: [] });
    });

    test("the caller's tickets only, newest first", async () => {
      const buyer = await createBuyer(h.deps);
      const other = await createBuyer(h.deps);
      h.setNow(new Date('2024-01-01T09:00:00Z'));
      const older = await openTicket(h, buyer, { subject: 'First' });
      h.setNow(new Date('2024-02-01T09:00:00Z'));
      const newer = await openTicket(h, buyer, { subject: 'Second' });
      await openTicket(h, other, { subject: 'Not yours' });

      const res = await h.request('GET', '/api/getUserTickets', { token: buyer.token });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([
        { ...newer, created_at: '2024-02-01T09:00:00.000000Z' },
        { ...older, created_at: '2024-01-01T09:00:00.000000Z' },
      ]);
      expect(Object.keys(res.body.data[0]).sort()).toEqual(
        ['category', 'created_at', 'description', 'id', 'priority', 'status', 'subject', 'ticket_id'].sort(),
      );
      expectNoSecrets(res.text);
    });

    test('without a token: 401', async () => {
      const res = await h.request('GET', '/api/getUserTickets');
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Unauthenticated.' });
    });
  });

  describe('GET /getTicketDetails/{ticketId}', () => {
    test("the ticket, the buyer's name and the conversation oldest first", async () => {
      const buyer = await createBuyer(h.deps);
      const ticket = await openTicket(h, buyer);
      h.setNow(new Date('2030-03-01T10:00:00Z'));
      expect((await supportReply(h, ticket.ticket_id, 'We are checking with the courier.')).status).toBe(201);
      h.setNow(new Date('2030-03-01T11:00:00Z'));
      const sent = await h.request('POST', `/api/replyToTicket/${ticket.ticket_id}`, { token: buyer.token, json: { message: 'Thank you.' } });
      expect(sent.status).toBe(201);

      const res = await h.request('GET', `/api/getTicketDetails/${ticket.ticket_id}`, { token: buyer.token });
      expect(res.status).toBe(200);
      const row = await h.deps.db.selectFrom('buyers').select(['firstname', 'lastname']).where('buyerId', '=', buyer.buyerId).executeTakeFirstOrThrow();
      const replies = await replyRows(ticket.ticket_id);
      expect(res.body).toEqual({
        status: true,
        data: {
          ticket: {
            ...ticket,
            status: 'in_progress',
            user: { name: `${row.firstname} ${row.lastname}` },
            replies: [
              {
                id: replies[0]!.id,
                sender_type: 'admin',
                sender_name: 'AgroMarket Support',
                message: 'We are checking with the courier.',
                created_at: '2030-03-01T10:00:00.000000Z',
              },
              {
                id: replies[1]!.id,
                sender_type: 'buyer',
                sender_name: `${row.firstname} ${row.lastname}`,
                message: 'Thank you.',
                created_at: '2030-03-01T11:00:00.000000Z',
              },
            ],
          },
        },
      });
      expectNoSecrets(res.text);
    });

    test("a company buyer's name is the company name", async () => {
      const company = await createCompanyBuyer(h.deps);
      const ticket = await openTicket(h, company);
      const res = await h.request('GET', `/api/getTicketDetails/${ticket.ticket_id}`, { token: company.token });
      const row = await h.deps.db
        .selectFrom('company_buyers')
        .select('companyname')
        .where('companyBuyerId', '=', company.buyerId)
        .executeTakeFirstOrThrow();
      expect(res.status).toBe(200);
      expect(res.body.data.ticket.user).toEqual({ name: row.companyname });
      expect(res.body.data.ticket.replies).toEqual([]);
    });

    test("another buyer's ticket and an unknown id: 404", async () => {
      const owner = await createBuyer(h.deps);
      const stranger = await createCompanyBuyer(h.deps);
      const ticket = await openTicket(h, owner);
      for (const id of [ticket.ticket_id, 'TKT00000000']) {
        const res = await h.request('GET', `/api/getTicketDetails/${id}`, { token: stranger.token });
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ status: false, message: 'Ticket not found.' });
      }
    });

    test('without a token: 401', async () => {
      const res = await h.request('GET', '/api/getTicketDetails/TKT00000000');
      expect(res.status).toBe(401);
    });
  });

  describe('POST /replyToTicket/{ticketId}', () => {
    let buyer: BuyerFixture;
    beforeEach(async () => {
      buyer = await createBuyer(h.deps);
    });
    const reply = (ticketId: string, json: unknown, token = buyer.token) =>
      h.request('POST', `/api/replyToTicket/${ticketId}`, { token, json });

    test('before support has answered: 409, nothing written', async () => {
      const ticket = await openTicket(h, buyer);
      const res = await reply(ticket.ticket_id, { message: 'Any news?' });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ status: false, message: 'Waiting for support to respond.' });
      expect(await replyRows(ticket.ticket_id)).toEqual([]);
      expect(await ticketStatus(ticket.ticket_id)).toBe('open');
    });

    test('after a support reply: 201 with the reply; the ticket stays in progress', async () => {
      const ticket = await openTicket(h, buyer);
      await supportReply(h, ticket.ticket_id, 'Which address did you use?');
      h.setNow(new Date('2031-05-05T05:05:05Z'));
      const res = await reply(ticket.ticket_id, { message: '  12 Allen Avenue, Ikeja  ' });
      expect(res.status).toBe(201);
      const rows = await replyRows(ticket.ticket_id);
      expect(rows).toHaveLength(2);
      const row = rows[1]!;
      expect(res.body).toEqual({
        status: true,
        message: 'Reply sent',
        data: { id: row.id, sender_type: 'buyer', sender_name: row.sender_name, message: '12 Allen Avenue, Ikeja', created_at: '2031-05-05T05:05:05.000000Z' },
      });
      expect(row.sender_name).toMatch(/^Chinedu Eze\d+$/);
      expect(await ticketStatus(ticket.ticket_id)).toBe('in_progress');
    });

    test('a buyer reply on a resolved ticket reopens it', async () => {
      const ticket = await openTicket(h, buyer);
      await supportReply(h, ticket.ticket_id, 'Refunded.');
      expect((await setTicketStatus(h, ticket.ticket_id, 'resolved')).status).toBe(200);
      const res = await reply(ticket.ticket_id, { message: 'The refund has not arrived.' });
      expect(res.status).toBe(201);
      expect(await ticketStatus(ticket.ticket_id)).toBe('open');
    });

    test('a closed ticket: 409, nothing written', async () => {
      const ticket = await openTicket(h, buyer);
      await supportReply(h, ticket.ticket_id, 'Done.');
      await setTicketStatus(h, ticket.ticket_id, 'closed');
      const res = await reply(ticket.ticket_id, { message: 'One more thing.' });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ status: false, message: 'This ticket is closed.' });
      expect(await replyRows(ticket.ticket_id)).toHaveLength(1);
      expect(await ticketStatus(ticket.ticket_id)).toBe('closed');
    });

    test.each([
      ['no message', {}, 'The message field is required.'],
      ['an empty message', { message: '  ' }, 'The message field is required.'],
      ['a message over 5000 characters', { message: 'x'.repeat(5001) }, 'The message field must not be greater than 5000 characters.'],
    ])('%s: 422, nothing written', async (_case, json, message) => {
      const ticket = await openTicket(h, buyer);
      await supportReply(h, ticket.ticket_id, 'Hello.');
      const res = await reply(ticket.ticket_id, json);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ message, errors: { message: [message] } });
      expect(await replyRows(ticket.ticket_id)).toHaveLength(1);
    });

    test("another buyer's ticket and an unknown id: 404, nothing written", async () => {
      const ticket = await openTicket(h, buyer);
      await supportReply(h, ticket.ticket_id, 'Hello.');
      const stranger = await createBuyer(h.deps);
      for (const id of [ticket.ticket_id, 'TKT00000000']) {
        // An empty message too: another buyer's ticket is not there for them, whatever they send.
        for (const json of [{ message: 'Let me in.' }, { message: '' }]) {
          const res = await reply(id, json, stranger.token);
          expect(res.status).toBe(404);
          expect(res.body).toEqual({ status: false, message: 'Ticket not found.' });
        }
      }
      expect(await replyRows(ticket.ticket_id)).toHaveLength(1);
    });

    test('without a token: 401', async () => {
      const res = await h.request('POST', '/api/replyToTicket/TKT00000000', { json: { message: 'Hi' } });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Unauthenticated.' });
    });
  });
});
