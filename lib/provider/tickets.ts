import 'server-only';
import { z } from 'zod';
import type { NewTicket, Ticket, TicketDetail, TicketReply } from '@/lib/domain/tickets';
import { SUPPORT_MESSAGES } from '@/lib/support/messages';
import { apiPath, orOnNotFound, providerRequest } from './http';
import { validRows } from './schemas/common';
import { ticketDetailSchema, ticketReplySchema, ticketSchema } from './schemas/tickets';

const createdSchema = z.object({ message: z.string().optional().catch(undefined), data: z.unknown().optional() });

/**
 * Opens a ticket. Once the provider has answered a success the ticket exists, so an answer whose
 * ticket we cannot read is still a success (an error would have the buyer send it twice): the new
 * ticket is then the newest of the buyer's list, as the spec reads it, or null when that fails too.
 */
export async function createTicket(token: string, ticket: NewTicket): Promise<{ message: string; ticket: Ticket | null }> {
  const { subject, category, priority, description } = ticket;
  const body = await providerRequest({ method: 'POST', path: '/createTicket', body: { subject, category, priority, description }, token, schema: createdSchema });
  const message = body.message || SUPPORT_MESSAGES.ticketCreated;
  const created = ticketSchema.safeParse(body.data);
  if (created.success) return { message, ticket: created.data };
  console.warn('createTicket: no readable ticket in the answer, so the newest of the list is taken for it');
  const newest = await getUserTickets(token).then(
    (tickets) => tickets[0] ?? null,
    () => null,
  );
  return { message, ticket: newest };
}

/** The caller's tickets, newest first; none is an empty list. A ticket that cannot be read is left out (and logged), not the list. */
export async function getUserTickets(token: string): Promise<Ticket[]> {
  const schema = z.object({ data: validRows(ticketSchema, 'ticket') });
  return (await providerRequest({ path: '/getUserTickets', token, schema })).data;
}

/** A ticket with its replies (oldest first), or null when it is not the caller's or does not exist. */
export function getTicketDetails(token: string, ticketId: string): Promise<TicketDetail | null> {
  const schema = z.object({ data: z.object({ ticket: ticketDetailSchema }) }).transform((body) => body.data.ticket);
  return orOnNotFound(providerRequest({ path: apiPath`/getTicketDetails/${ticketId}`, token, schema }), null);
}

/**
 * Allowed once support has answered; 409 before that or on a closed ticket. As with createTicket,
 * a success whose reply cannot be read is still a success (the reply is saved: an error would have
 * the buyer send it twice), with no reply: the conversation is read again for it.
 */
export async function replyToTicket(token: string, ticketId: string, message: string): Promise<{ message: string; reply: TicketReply | null }> {
  const path = apiPath`/replyToTicket/${ticketId}`;
  const body = await providerRequest({ method: 'POST', path, body: { message }, token, schema: createdSchema });
  const reply = ticketReplySchema.safeParse(body.data);
  if (!reply.success) console.warn('replyToTicket: no readable reply in the answer, so the conversation is read again for it');
  return { message: body.message || SUPPORT_MESSAGES.replySent, reply: reply.success ? reply.data : null };
}
