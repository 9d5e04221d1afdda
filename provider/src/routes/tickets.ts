import { Hono } from 'hono';
import { buyerDisplayName } from '../auth/buyer';
import { requireBuyer } from '../auth/middleware';
import type { Deps } from '../deps';
import { readBody } from '../http/body';
import type { AppEnv } from '../http/env';
import { validate } from '../http/validation';
import { replyJson, ticketJson } from '../tickets/json';
import { newTicketSchema, replySchema } from '../tickets/schemas';
import { buyerTickets, openTicket, replyAsBuyer, requireOwnTicket, ticketReplies } from '../tickets/service';

/** Support tickets, contract 2.10. Support answers from the sandbox console. */
export function ticketRoutes(deps: Deps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const auth = requireBuyer(deps);

  r.post('/createTicket', auth, async (c) => {
    const input = validate(newTicketSchema, await readBody(c));
    const ticket = await openTicket(deps, c.get('buyer').buyerId, input);
    return c.json({ status: true, message: 'Ticket created successfully', data: ticketJson(ticket) }, 201);
  });

  r.get('/getUserTickets', auth, async (c) => {
    const tickets = await buyerTickets(deps, c.get('buyer').buyerId);
    return c.json({ status: true, message: 'Tickets retrieved successfully', data: tickets.map(ticketJson) });
  });

  r.get('/getTicketDetails/:ticketId', auth, async (c) => {
    const buyer = c.get('buyer');
    const ticket = await requireOwnTicket(deps, buyer.buyerId, c.req.param('ticketId'));
    const replies = await ticketReplies(deps, ticket.ticket_id);
    return c.json({
      status: true,
      data: { ticket: { ...ticketJson(ticket), user: { name: buyerDisplayName(buyer) }, replies: replies.map(replyJson) } },
    });
  });

  r.post('/replyToTicket/:ticketId', auth, async (c) => {
    const buyer = c.get('buyer');
    // Ownership first: another buyer's ticket is 404 whatever the body (the contract: any other caller gets 404).
    const ticket = await requireOwnTicket(deps, buyer.buyerId, c.req.param('ticketId'));
    const { message } = validate(replySchema, await readBody(c));
    const reply = await replyAsBuyer(deps, buyer, ticket.ticket_id, message);
    return c.json({ status: true, message: 'Reply sent', data: replyJson(reply) }, 201);
  });

  return r;
}
