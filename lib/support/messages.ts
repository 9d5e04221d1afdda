/** The support screens' texts, from the spec (sections 2 and 8) unless noted. */
export const SUPPORT_MESSAGES = {
  listFailed: 'Failed to load support tickets.',
  listEmpty: 'No support tickets found.',
  ticketFailed: 'Failed to load ticket.',
  /** The route handler's 404 for a ticket that is missing or someone else's (contract 2.10). */
  ticketNotFound: 'Ticket not found.',
  submissionFailed: 'Submission failed. Please try again.',
  /** In place of the new ticket's ID when it cannot be known (spec section 7, getUserTickets). */
  ticketCreated: 'Ticket created successfully',
  /** The provider's own word for a reply it took (contract 2.10), when its answer has none. */
  replySent: 'Reply sent',
  waitingForSupport: 'Waiting for admin response...',
  replyPlaceholder: 'Type your reply...',
} as const;
