import type { TicketCategory, TicketPriority, TicketStatus } from '@/lib/domain/tickets';

/** How the provider's ticket codes read on screen. */
export const CATEGORY_LABELS: Record<TicketCategory, string> = {
  billing: 'Billing',
  technical: 'Technical',
  shipping: 'Shipping',
  general: 'General',
  product: 'Product',
  order: 'Order',
  account: 'Account',
  others: 'Others',
};

export const PRIORITY_LABELS: Record<TicketPriority, string> = { low: 'Low', medium: 'Medium', high: 'High' };

export const STATUS_LABELS: Record<TicketStatus, string> = {
  open: 'Open',
  in_progress: 'In progress',
  resolved: 'Resolved',
  closed: 'Closed',
};
