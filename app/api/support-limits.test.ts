/**
 * The provider takes any number of tickets and replies from a buyer; the storefront lets one buyer
 * open 10 tickets and send 30 replies an hour (lib/support/submission-limits.ts).
 */
import { POST as replyToTicketRoute } from '@/app/api/tickets/[ticketId]/replies/route';
import { POST as createTicketRoute } from '@/app/api/tickets/route';
import { TICKET_CATEGORIES, TICKET_PRIORITIES } from '@/lib/domain/tickets';
import { rejectedError } from '@/lib/provider/errors';
import { createTicket, replyToTicket } from '@/lib/provider/tickets';
import { routesSignedInAs } from '@/lib/testing/route-session';
import { sameOriginRequest } from '@/lib/testing/same-origin-request';

jest.mock('@/lib/session/session', () => ({
  ...jest.requireActual<object>('@/lib/session/session'),
  getSession: jest.fn(),
}));
jest.mock('@/lib/provider/tickets', () => ({
  ...jest.requireActual<object>('@/lib/provider/tickets'),
  createTicket: jest.fn(),
  replyToTicket: jest.fn(),
}));

routesSignedInAs();

const TICKET = { subject: 'Late delivery', category: TICKET_CATEGORIES[0], priority: TICKET_PRIORITIES[0], description: 'My order has not come.' };

async function openTicket() {
  const response = await createTicketRoute(sameOriginRequest('/api/tickets', { method: 'POST', body: TICKET }), { params: Promise.resolve({}) });
  return { status: response.status, message: ((await response.json()) as { message?: string }).message };
}

async function reply() {
  const response = await replyToTicketRoute(sameOriginRequest('/api/tickets/TKT1/replies', { method: 'POST', body: { message: 'Any news of it?' } }), {
    params: Promise.resolve({ ticketId: 'TKT1' }),
  });
  return response.status;
}

it('opens 10 tickets an hour for a buyer, then says when to try again without asking the provider', async () => {
  jest.mocked(createTicket).mockRejectedValueOnce(rejectedError(422, { message: 'The subject field is required.' }));
  expect((await openTicket()).status).toBe(422); // refused: does not count
  jest.mocked(createTicket).mockResolvedValue({ message: 'Ticket created successfully', ticket: null });
  for (let i = 0; i < 10; i++) expect((await openTicket()).status).toBe(201);
  expect(await openTicket()).toEqual({ status: 429, message: 'You have opened many tickets in the last hour. Please try again in 60 minutes.' });
  expect(createTicket).toHaveBeenCalledTimes(11);
});

it('sends 30 replies an hour for a buyer, then refuses the next', async () => {
  jest.mocked(replyToTicket).mockResolvedValue({
    message: 'Reply sent',
    reply: { id: 1, senderType: 'buyer', senderName: 'Bola', message: 'Any news of it?', createdAt: '2026-11-29T10:00:00.000000Z' },
  });
  for (let i = 0; i < 30; i++) expect(await reply()).toBe(201);
  expect(await reply()).toBe(429);
  expect(replyToTicket).toHaveBeenCalledTimes(30);
});
