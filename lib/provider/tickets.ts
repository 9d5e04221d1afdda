import 'server-only';
import { z } from 'zod';
import { TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_STATUSES, type Ticket, type TicketReply } from '@/lib/domain/tickets';
import { idText, numeric, textOr, textOrNull, validRows } from './common';

const ticketFields = {
  ticket_id: textOrNull,
  id: idText,
  subject: z.string(),
  category: z.enum(TICKET_CATEGORIES),
  priority: z.enum(TICKET_PRIORITIES),
  status: z.enum(TICKET_STATUSES),
  description: textOr(''),
  created_at: z.string(),
};

type TicketRow = z.output<z.ZodObject<typeof ticketFields>>;

const toTicket = (row: TicketRow): Ticket => ({
  // The spec shows `ticket_id`, or `id` when a ticket has none.
  ticketId: row.ticket_id || row.id,
  subject: row.subject,
  category: row.category,
  priority: row.priority,
  status: row.status,
  description: row.description,
  createdAt: row.created_at,
});

export const ticketSchema = z.object(ticketFields).transform(toTicket);

export const ticketReplySchema = z
  .object({
    id: numeric,
    sender_type: z.string(),
    sender_name: textOr(''),
    message: z.string(),
    created_at: z.string(),
  })
  .transform(
    (row): TicketReply => ({
      id: row.id,
      senderType: row.sender_type === 'buyer' ? 'buyer' : 'support',
      senderName: row.sender_name,
      message: row.message,
      createdAt: row.created_at,
    }),
  );

export const ticketDetailSchema = z
  .object({
    ...ticketFields,
    user: z.object({ name: textOrNull }).nullish(),
    // A reply that cannot be read is left out (and logged) rather than the whole conversation.
    replies: validRows(ticketReplySchema, 'ticket reply').nullish(),
  })
  .transform((row) => ({ ...toTicket(row), userName: row.user?.name ?? null, replies: row.replies ?? [] }));
