import { z } from 'zod';
import { TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_STATUSES } from '../db/schema';
import { oneOf } from '../http/choice';
import { text } from '../http/validation';

const MESSAGE_MAX = 5000;

export const newTicketSchema = z.object({
  subject: text('subject', { required: true, max: 150 }),
  category: oneOf('category', TICKET_CATEGORIES),
  priority: oneOf('priority', TICKET_PRIORITIES),
  description: text('description', { required: true, max: MESSAGE_MAX }),
});
export type NewTicket = z.output<typeof newTicketSchema>;

export const replySchema = z.object({
  message: text('message', { required: true, max: MESSAGE_MAX }),
});

export const ticketStatusSchema = z.object({
  status: oneOf('status', TICKET_STATUSES),
});
