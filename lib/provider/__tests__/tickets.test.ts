import { createTicket, getTicketDetails, getUserTickets, replyToTicket } from '../tickets';
import { ticketRow } from './support/contract-shapes';
import { answer, jsonBody, mockProvider, onlyRequest, withMockProvider } from './support/fetch-mock';

withMockProvider();

const TOKEN = '5|ticketTokenXXXXXXXXXXXXXXXXXXXXXXXXXXXXX';
const TICKET = {
  ticketId: 'TKT12345678',
  subject: 'Late delivery',
  category: 'shipping',
  priority: 'high',
  status: 'open',
  description: 'My yams have not arrived.',
  createdAt: '2024-06-10T12:34:56.000000Z',
};

describe('tickets', () => {
  it('createTicket posts the four fields and answers the new ticket', async () => {
    const requests = answer(201, { status: true, message: 'Ticket created successfully', data: ticketRow() });
    const input = { subject: 'Late delivery', category: 'shipping' as const, priority: 'high' as const, description: 'My yams have not arrived.' };
    await expect(createTicket(TOKEN, input)).resolves.toEqual({ message: 'Ticket created successfully', ticket: TICKET });
    const request = onlyRequest(requests);
    expect(request.url.pathname).toBe('/api/createTicket');
    expect(jsonBody(request)).toEqual(input);
  });

  it("createTicket: a success whose ticket cannot be read takes the newest of the buyer's list for it", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const requests = mockProvider(
      { status: 201, body: { status: true, data: { ticket_id: 'TKT12345678' } } },
      { status: 200, body: { status: true, data: [ticketRow(), ticketRow({ ticket_id: 'TKT00000001' })] } },
    );
    const input = { subject: 'Late delivery', category: 'shipping' as const, priority: 'high' as const, description: 'My yams have not arrived.' };
    await expect(createTicket(TOKEN, input)).resolves.toEqual({ message: 'Ticket created successfully', ticket: TICKET });
    expect(requests.map((request) => request.url.pathname)).toEqual(['/api/createTicket', '/api/getUserTickets']);
    warn.mockRestore();
  });

  it('createTicket: a success whose ticket cannot be found at all is still a success, without one', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockProvider({ status: 201, body: { status: true, message: 'Ticket created successfully' } }, { status: 500, body: '<h1>Server Error</h1>', contentType: 'text/html' });
    const input = { subject: 'Late delivery', category: 'shipping' as const, priority: 'high' as const, description: 'My yams have not arrived.' };
    await expect(createTicket(TOKEN, input)).resolves.toEqual({ message: 'Ticket created successfully', ticket: null });
    warn.mockRestore();
  });

  it('createTicket validation errors come back per field', async () => {
    answer(422, { message: 'The subject field is required.', errors: { subject: ['The subject field is required.'] } });
    await expect(createTicket(TOKEN, { subject: '', category: 'general', priority: 'low', description: 'x' })).rejects.toMatchObject({
      status: 422,
      fieldErrors: { subject: ['The subject field is required.'] },
    });
  });

  it('getUserTickets: the list (ticket_id, or id when missing); empty is []', async () => {
    answer(200, { status: true, message: 'Tickets retrieved successfully', data: [ticketRow(), ticketRow({ ticket_id: null, id: 4 })] });
    await expect(getUserTickets(TOKEN)).resolves.toEqual([TICKET, { ...TICKET, ticketId: '4' }]);
    answer(200, { status: true, message: 'Tickets retrieved successfully', data: [] });
    await expect(getUserTickets(TOKEN)).resolves.toEqual([]);
  });

  it('a ticket with an unknown category is left out, not the whole list', async () => {
    answer(200, { status: true, data: [ticketRow({ category: 'gossip', ticket_id: 'TKT00000009' }), ticketRow()] });
    await expect(getUserTickets(TOKEN)).resolves.toEqual([TICKET]);
  });

  it('an answer without a list is an unexpected answer', async () => {
    answer(200, { status: true, data: { tickets: [] } });
    await expect(getUserTickets(TOKEN)).rejects.toMatchObject({ kind: 'invalid_response' });
  });

  it('getTicketDetails: the ticket, its user and replies; 404 is null', async () => {
    answer(200, {
      status: true,
      data: {
        ticket: {
          ...ticketRow({ status: 'in_progress' }),
          user: { name: 'Chinedu Eze' },
          replies: [
            { id: 1, sender_type: 'admin', sender_name: 'Support', message: 'On its way', created_at: '2024-06-11T00:00:00.000000Z' },
            { id: 2, sender_type: 'buyer', sender_name: 'Chinedu Eze', message: 'Thanks', created_at: '2024-06-11T01:00:00.000000Z' },
            // Spec section 2: a seller's reply is drawn on the left, as support's (anyone but the buyer).
            { id: 3, sender_type: 'seller', sender_name: 'Ada Farms', message: 'Packed today', created_at: '2024-06-11T02:00:00.000000Z' },
          ],
        },
      },
    });
    await expect(getTicketDetails(TOKEN, 'TKT12345678')).resolves.toEqual({
      ...TICKET,
      status: 'in_progress',
      userName: 'Chinedu Eze',
      replies: [
        { id: 1, senderType: 'support', senderName: 'Support', message: 'On its way', createdAt: '2024-06-11T00:00:00.000000Z' },
        { id: 2, senderType: 'buyer', senderName: 'Chinedu Eze', message: 'Thanks', createdAt: '2024-06-11T01:00:00.000000Z' },
        { id: 3, senderType: 'support', senderName: 'Ada Farms', message: 'Packed today', createdAt: '2024-06-11T02:00:00.000000Z' },
      ],
    });
    answer(404, { status: false, message: 'Ticket not found.' });
    await expect(getTicketDetails(TOKEN, 'TKT00000000')).resolves.toBeNull();
  });

  it('getTicketDetails: a reply that cannot be read is left out, not the conversation', async () => {
    const reply = { id: 2, sender_type: 'buyer', sender_name: 'Chinedu Eze', message: 'Thanks', created_at: '2024-06-11T01:00:00.000000Z' };
    answer(200, { status: true, data: { ticket: { ...ticketRow(), replies: [{ ...reply, id: 1, message: null }, reply] } } });
    expect((await getTicketDetails(TOKEN, 'TKT12345678'))?.replies.map(({ id }) => id)).toEqual([2]);
  });

  it('replyToTicket: the reply; 409 before support answers', async () => {
    const requests = answer(201, {
      status: true,
      message: 'Reply sent',
      data: { id: 3, sender_type: 'buyer', sender_name: 'Chinedu Eze', message: 'Any update?', created_at: '2024-06-12T00:00:00.000000Z' },
    });
    await expect(replyToTicket(TOKEN, 'TKT12345678', 'Any update?')).resolves.toEqual({
      message: 'Reply sent',
      reply: { id: 3, senderType: 'buyer', senderName: 'Chinedu Eze', message: 'Any update?', createdAt: '2024-06-12T00:00:00.000000Z' },
    });
    const request = onlyRequest(requests);
    expect(request.url.pathname).toBe('/api/replyToTicket/TKT12345678');
    expect(jsonBody(request)).toEqual({ message: 'Any update?' });

    // Saved, though its answer's reply cannot be read: a success, so the buyer does not send it twice.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    answer(201, { status: true, data: { id: 'x' } });
    await expect(replyToTicket(TOKEN, 'TKT12345678', 'Any update?')).resolves.toEqual({ message: 'Reply sent', reply: null });
    warn.mockRestore();

    answer(409, { status: false, message: 'Waiting for support to respond.' });
    await expect(replyToTicket(TOKEN, 'TKT12345678', 'hello?')).rejects.toMatchObject({ status: 409, message: 'Waiting for support to respond.' });
  });
});
