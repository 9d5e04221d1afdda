export const TICKET_CATEGORIES = ['billing', 'technical', 'shipping', 'general', 'product', 'order', 'account', 'others'] as const;
export const TICKET_PRIORITIES = ['low', 'medium', 'high'] as const;
export const TICKET_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;

export type TicketCategory = (typeof TICKET_CATEGORIES)[number];
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export interface Ticket {
  /** TKT… (the provider's `ticket_id`, or its numeric `id` when that is missing); ticket URLs use it. */
  ticketId: string;
  subject: string;
  category: TicketCategory;
  priority: TicketPriority;
  status: TicketStatus;
  description: string;
  createdAt: string;
}

export interface TicketReply {
  id: number;
  /** Support staff reply as the provider's "admin"; the buyer's own replies are "buyer". */
  senderType: 'buyer' | 'support';
  senderName: string;
  message: string;
  createdAt: string;
}

export interface TicketDetail extends Ticket {
  userName: string | null;
  /** Oldest first. */
  replies: TicketReply[];
}

export interface NewTicket {
  subject: string;
  category: TicketCategory;
  priority: TicketPriority;
  description: string;
}
