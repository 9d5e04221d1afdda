import { fail, ok } from '@/lib/api/responses';
import { buyerRoute } from '@/lib/api/route';
import { buyerKey, limitedSend } from '@/lib/auth/attempt-limits';
import { createTicket, getUserTickets } from '@/lib/provider/tickets';
import { SUPPORT_MESSAGES } from '@/lib/support/messages';
import { newTicketBody } from '@/lib/support/schemas';
import { newTickets, tooManyTickets } from '@/lib/support/submission-limits';

/** The buyer's tickets, newest first. */
export const GET = buyerRoute({}, async ({ buyer }) => ok({ tickets: await getUserTickets(buyer.token) }));

/** Answers the new ticket itself, so the screen can show its ID. A ticket the provider refused does not count. */
export const POST = buyerRoute({ body: newTicketBody, unexplained: SUPPORT_MESSAGES.submissionFailed }, async ({ buyer, body }) => {
  const sent = await limitedSend(newTickets, buyerKey(buyer.userId), () => createTicket(buyer.token, body));
  return 'waitMinutes' in sent ? fail(429, tooManyTickets(sent.waitMinutes)) : ok(sent.value, 201);
});
