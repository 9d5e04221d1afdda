import { z } from 'zod';
import { TICKET_CATEGORIES, TICKET_PRIORITIES } from '@/lib/domain/tickets';

/**
 * Request bodies of the ticket route handlers, shared with the forms that send them so the browser
 * and the server give the same message for the same mistake. Limits are the provider's (contract 2.10).
 */

export const SUBJECT_MAX = 150;
export const MESSAGE_MAX = 5000;

const text = (label: string, max: number) =>
  z.string({ message: `${label} is required` }).trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

/** Spec section 5: all four required; category and priority only from the spec's lists. */
export const newTicketBody = z.object({
  subject: text('Subject', SUBJECT_MAX),
  category: z.enum(TICKET_CATEGORIES, { message: 'Choose a category' }),
  priority: z.enum(TICKET_PRIORITIES, { message: 'Choose a priority' }),
  description: text('Description', MESSAGE_MAX),
});
export type NewTicketBody = z.infer<typeof newTicketBody>;

export const ticketReplyBody = z.object({ message: text('Reply', MESSAGE_MAX) });
export type TicketReplyBody = z.infer<typeof ticketReplyBody>;

/** Zod issues as `{field: [messages]}`, the shape the route handlers answer with. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) (errors[String(issue.path[0] ?? 'form')] ??= []).push(issue.message);
  return errors;
}
