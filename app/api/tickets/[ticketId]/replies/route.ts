import { ok } from '@/lib/api/responses';
import { buyerRoute } from '@/lib/api/route';
import { replyToTicket } from '@/lib/provider/tickets';
import { ticketReplyBody } from '@/lib/support/schemas';

/** The provider refuses (409) until support has answered, and on a closed ticket. */
export const POST = buyerRoute({ body: ticketReplyBody }, async ({ buyer, body, params }) =>
  ok(await replyToTicket(buyer.token, String(params.ticketId), body.message), 201),
);
