import { ok } from '@/lib/api/responses';
import { buyerRoute } from '@/lib/api/route';
import { createTicket, getUserTickets } from '@/lib/provider/tickets';
import { SUPPORT_MESSAGES } from '@/lib/support/messages';
import { newTicketBody } from '@/lib/support/schemas';

/** The buyer's tickets, newest first. */
export const GET = buyerRoute({}, async ({ buyer }) => ok({ tickets: await getUserTickets(buyer.token) }));

/** Answers the new ticket itself, so the screen can show its ID. */
export const POST = buyerRoute({ body: newTicketBody, unexplained: SUPPORT_MESSAGES.submissionFailed }, async ({ buyer, body }) => ok(await createTicket(buyer.token, body), 201));
