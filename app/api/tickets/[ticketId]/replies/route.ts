import { fail, ok } from '@/lib/api/responses';
import { buyerRoute } from '@/lib/api/route';
import { buyerKey, limitedSend } from '@/lib/auth/attempt-limits';
import { replyToTicket } from '@/lib/provider/tickets';
import { ticketReplyBody } from '@/lib/support/schemas';
import { ticketReplies, tooManyReplies } from '@/lib/support/submission-limits';

/** The provider refuses (409) until support has answered, and on a closed ticket; a refused reply does not count. */
export const POST = buyerRoute({ body: ticketReplyBody }, async ({ buyer, body, params }) => {
  const sent = await limitedSend(ticketReplies, buyerKey(buyer.userId), () => replyToTicket(buyer.token, String(params.ticketId), body.message));
  return 'waitMinutes' in sent ? fail(429, tooManyReplies(sent.waitMinutes)) : ok(sent.value, 201);
});
