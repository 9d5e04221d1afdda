import type { Ticket, TicketReply } from '../db/schema';

/** A ticket as contract 2.10 returns it (no buyerId or updated_at). */
export function ticketJson(ticket: Ticket) {
  const { ticket_id, id, subject, category, priority, status, description, created_at } = ticket;
  return { ticket_id, id, subject, category, priority, status, description, created_at };
}

export function replyJson(reply: TicketReply) {
  const { id, sender_type, sender_name, message, created_at } = reply;
  return { id, sender_type, sender_name, message, created_at };
}
