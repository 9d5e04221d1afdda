import { fail, ok } from '@/lib/api/responses';
import { buyerRoute } from '@/lib/api/route';
import { getTicketDetails } from '@/lib/provider/tickets';
import { SUPPORT_MESSAGES } from '@/lib/support/messages';

/** One of the buyer's own tickets with its replies; someone else's is answered exactly like a missing one. */
export const GET = buyerRoute({}, async ({ buyer, params }) => {
  const ticket = await getTicketDetails(buyer.token, String(params.ticketId));
  return ticket ? ok({ ticket }) : fail(404, SUPPORT_MESSAGES.ticketNotFound);
});
